import { http, queryKeys, type StaffSettingsResponse } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /staff/settings: every setting with its group, value and bounded schema. */
export async function getStaffSettings(signal?: AbortSignal): Promise<StaffSettingsResponse> {
  const { data } = await http.get<StaffSettingsResponse>('/staff/settings', { signal });
  return data;
}

export const staffSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.of('mfe-staff', 'staff-settings'),
    queryFn: ({ signal }) => getStaffSettings(signal),
  });

export const useStaffSettings = () => useQuery(staffSettingsQueryOptions());
