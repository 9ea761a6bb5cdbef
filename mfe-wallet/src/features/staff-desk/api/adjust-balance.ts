import { http, type StaffBalanceBody, type StaffMovementResponse } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentWalletKey } from './get-student-wallet';

export interface AdjustInput {
  studentId: number;
  body: StaffBalanceBody;
  /** One per form session: a double click moves the money once. */
  idempotencyKey: string;
}

/** POST /staff/students/{id}/balance {amount, comment} (admin): a signed correction. */
export async function adjustBalance({ studentId, body, idempotencyKey }: AdjustInput) {
  const { data } = await http.post<StaffMovementResponse>(`/staff/students/${studentId}/balance`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}

export function useAdjustBalance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    onSuccess: (_answer, input) => client.invalidateQueries({ queryKey: studentWalletKey(input.studentId) }),
  });
}
