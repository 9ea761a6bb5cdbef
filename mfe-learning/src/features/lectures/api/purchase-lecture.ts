import { http, type LecturePurchaseBody, type LecturePurchaseResponse } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeLecturePurchase } from './lecture-cache';

export interface PurchaseLectureInput {
  id: number;
  body: LecturePurchaseBody;
}

/** POST /lectures/{id}/purchase: {} for a free lecture, {pay_by, code?} otherwise. */
export async function purchaseLecture({ id, body }: PurchaseLectureInput): Promise<LecturePurchaseResponse> {
  const { data } = await http.post<LecturePurchaseResponse>(`/lectures/${id}/purchase`, body);
  return data;
}

/** The purchase; its answer (the lecture, the new balance) goes into the cache and the session. */
export function usePurchaseLecture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: purchaseLecture,
    onSuccess: ({ data, balance }) => writeLecturePurchase(client, data, balance),
  });
}
