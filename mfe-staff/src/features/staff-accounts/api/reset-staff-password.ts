import { http, type StaffAccountPasswordResponse } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAccounts } from './invalidate-accounts';

/** POST /staff/accounts/:id/password: a new temporary password, shown once. */
export async function resetStaffPassword(id: number): Promise<StaffAccountPasswordResponse> {
  const { data } = await http.post<StaffAccountPasswordResponse>(`/staff/accounts/${id}/password`);
  return data;
}

export function useResetStaffPassword(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => resetStaffPassword(id),
    onSuccess: () => invalidateAccounts(client),
  });
}
