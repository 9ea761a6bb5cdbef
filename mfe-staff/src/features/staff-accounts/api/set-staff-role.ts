import { http, type StaffAccountResponse, type StaffAccountRoleBody } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAccounts } from './invalidate-accounts';

/** PUT /staff/accounts/:id/role. */
export async function setStaffRole(id: number, body: StaffAccountRoleBody): Promise<StaffAccountResponse> {
  const { data } = await http.put<StaffAccountResponse>(`/staff/accounts/${id}/role`, body);
  return data;
}

export function useSetStaffRole(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffAccountRoleBody) => setStaffRole(id, body),
    onSuccess: () => invalidateAccounts(client),
  });
}
