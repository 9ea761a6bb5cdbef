import { http, type StaffAccountResponse } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAccounts } from './invalidate-accounts';

/** PUT /staff/accounts/:id/disabled: disabling ends the account's sessions. */
export async function setStaffDisabled(id: number, disabled: boolean): Promise<StaffAccountResponse> {
  const { data } = await http.put<StaffAccountResponse>(`/staff/accounts/${id}/disabled`, { disabled });
  return data;
}

export function useSetStaffDisabled(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (disabled: boolean) => setStaffDisabled(id, disabled),
    onSuccess: () => invalidateAccounts(client),
  });
}
