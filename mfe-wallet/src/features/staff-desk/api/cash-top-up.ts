import { http, type StaffCashBody, type StaffMovementResponse } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentWalletKey } from './get-student-wallet';

export interface CashInput {
  studentId: number;
  body: StaffCashBody;
  /** One per form session: a double click credits once. */
  idempotencyKey: string;
}

/** POST /staff/students/{id}/cash {amount}: cash taken at the desk. */
export async function cashTopUp({ studentId, body, idempotencyKey }: CashInput) {
  const { data } = await http.post<StaffMovementResponse>(`/staff/students/${studentId}/cash`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}

export function useCashTopUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cashTopUp,
    onSuccess: (_answer, input) => client.invalidateQueries({ queryKey: studentWalletKey(input.studentId) }),
  });
}
