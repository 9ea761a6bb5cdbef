import { http, queryKeys, type StaffMe } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /staff/me: the dashboard shows the widgets of this role. */
export async function getStaffMe(signal?: AbortSignal): Promise<StaffMe> {
  const { data } = await http.get<{ data: StaffMe }>('/staff/me', { signal });
  return data.data;
}

export const staffMeQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.of('mfe-staff', 'me'),
    queryFn: ({ signal }) => getStaffMe(signal),
    staleTime: 5 * 60_000,
  });

export const useStaffMe = () => useQuery(staffMeQueryOptions());
