import { http, type StaffMe, type StaffMeResponse } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /v1/staff/me: who the signed-in staff member is (role, idle time); 401/403 for anyone else.
 * Typed, not parsed: the api writes it through `staffMeResponseSchema`, and parsing here put zod
 * (24 kB gz) in the staff frame's start, before any staff page (decision 0005 did the same for
 * the student side's start).
 */
export async function getStaffMe(signal?: AbortSignal): Promise<StaffMe> {
  const { data } = await http.get<StaffMeResponse>('/staff/me', { signal });
  return data.data;
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
