import { getNext, http, type NotificationsPage, queryKeys } from '@app/shared-contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** GET /notifications (first page), then each `links.next`: all of them, not the user's latest 50. */
export async function getNotifications(next?: string | null): Promise<NotificationsPage> {
  if (next) return getNext<NotificationsPage>(next);
  const { data } = await http.get<NotificationsPage>('/notifications');
  return data;
}

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.of('mfe-wallet', 'notifications'),
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.links.next,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());
