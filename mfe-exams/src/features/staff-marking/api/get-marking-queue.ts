import { http, type StaffMarkingPage, type StaffMarkingQuery } from '@app/shared-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { markingKey } from './keys';

/** GET /staff/marking: essay and image answers waiting for a mark, oldest first. */
export async function getMarkingQueue(query: StaffMarkingQuery, signal?: AbortSignal) {
  const { data } = await http.get<StaffMarkingPage>('/staff/marking', { params: query, signal });
  return data;
}

export const markingQueueQueryOptions = (query: StaffMarkingQuery) =>
  queryOptions({
    queryKey: [...markingKey(), 'queue', query],
    queryFn: ({ signal }) => getMarkingQueue(query, signal),
    placeholderData: keepPreviousData,
  });

export const useMarkingQueue = (query: StaffMarkingQuery) => useQuery(markingQueueQueryOptions(query));
