import { http, type StaffMe } from '@app/shared-contracts';
import { staffMeResponseSchema } from '@app/shared-contracts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /v1/staff/me: who the signed-in staff member is (role, idle time); 401/403 for anyone else. */
export async function getStaffMe(signal?: AbortSignal): Promise<StaffMe> {
  const { data } = await http.get('/staff/me', { signal });
  return staffMeResponseSchema.parse(data).data;
}

export const staffMeQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['shell', 'staff-me', token] as const,
    queryFn: ({ signal }) => getStaffMe(signal),
    enabled: Boolean(token),
    // A refusal is an answer (not staff), not a failure to retry.
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useStaffMe(token: string | null) {
  return useQuery(staffMeQuery(token));
}
