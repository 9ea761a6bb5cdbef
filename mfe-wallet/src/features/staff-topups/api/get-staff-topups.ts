import { http, queryKeys, type StaffTopupsPage, type StaffTopupsQuery } from '@app/shared-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /staff/topups?status=&page=&per_page=&sort=&order=&q=: the review queue. */
export async function getStaffTopups(query: StaffTopupsQuery, signal?: AbortSignal) {
  const { data } = await http.get<StaffTopupsPage>('/staff/topups', { params: query, signal });
  return data;
}

export const staffTopupsKey = () => queryKeys.of('mfe-wallet', 'staff', 'topups');

export const staffTopupsQueryOptions = (query: StaffTopupsQuery) =>
  queryOptions({
    queryKey: [...staffTopupsKey(), query],
    queryFn: ({ signal }) => getStaffTopups(query, signal),
    placeholderData: keepPreviousData,
  });

export const useStaffTopups = (query: StaffTopupsQuery) => useQuery(staffTopupsQueryOptions(query));
