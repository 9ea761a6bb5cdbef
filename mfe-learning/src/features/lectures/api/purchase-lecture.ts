import {
  http,
  idempotencyHeaders,
  type LecturePurchaseBody,
  type LecturePurchaseResponse,
  useIdempotencyKey,
} from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeLecturePurchase } from './lecture-cache';

export interface PurchaseLectureInput {
  id: number;
  body: LecturePurchaseBody;
  /** One per attempt: a double click or a retried request is charged once. */
  idempotencyKey: string;
}

/** POST /lectures/{id}/purchase: {} for a free lecture, {pay_by, code?} otherwise. */
export async function purchaseLecture({
  id,
  body,
  idempotencyKey,
}: PurchaseLectureInput): Promise<LecturePurchaseResponse> {
  const { data } = await http.post<LecturePurchaseResponse>(`/lectures/${id}/purchase`, body, {
    headers: idempotencyHeaders(idempotencyKey),
  });
  return data;
}

/** The purchase; its answer (the lecture, the new balance) goes into the cache and the session. */
export function usePurchaseLecture() {
  const client = useQueryClient();
  const [key, renewKey] = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: Omit<PurchaseLectureInput, 'idempotencyKey'>) =>
      purchaseLecture({ ...input, idempotencyKey: key }),
    onSuccess: ({ data, balance }) => {
      renewKey();
      writeLecturePurchase(client, data, balance);
    },
  });
}
