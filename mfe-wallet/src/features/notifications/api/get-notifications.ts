import { getNext, http, type NotificationsPage, queryKeys } from '@app/shared-contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** GET /notifications (first page), then each `links.next`: all of them, not the user's latest 50. */
export async function getNotifications(
  next?: string | null,
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  if (next) return getNext<NotificationsPage>(next, undefined, signal);
  const { data } = await http.get<NotificationsPage>('/notifications', { signal });
  return data;
}

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.of('mfe-wallet', 'notifications'),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.links.next,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());
