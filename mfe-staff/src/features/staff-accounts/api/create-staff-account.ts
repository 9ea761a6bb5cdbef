import { http, type StaffAccountCreateBody, type StaffAccountPasswordResponse } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAccounts } from './invalidate-accounts';

/** POST /staff/accounts: the account and its temporary password, shown once. */
export async function createStaffAccount(
  body: StaffAccountCreateBody,
): Promise<StaffAccountPasswordResponse> {
  const { data } = await http.post<StaffAccountPasswordResponse>('/staff/accounts', body);
  return data;
}

export function useCreateStaffAccount() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createStaffAccount, onSuccess: () => invalidateAccounts(client) });
}
