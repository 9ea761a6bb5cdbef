import { http, type NotificationsReadResponse, sessionStore } from '@app/shared-contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /notifications/read (no body): every notification of the user is read. */
export async function markNotificationsRead(): Promise<NotificationsReadResponse> {
  const { data } = await http.post<NotificationsReadResponse>('/notifications/read');
  return data;
}

/** Marks all read; the session user (where notifications live) takes the count 0 and read flags. */
export function useMarkNotificationsRead() {
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => {
      const session = sessionStore.getState();
      const user = session.user;
      if (!user) return;
      session.setUser({
        ...user,
        notifications_count: 0,
        notifications: user.notifications.map((n) => ({ ...n, read: true })),
      });
    },
  });
}
