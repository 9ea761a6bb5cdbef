import {
  appEvents,
  type CoursePurchaseResponse,
  http,
  idempotencyHeaders,
  type LecturePurchaseResponse,
  type PurchaseBody,
  queryKeys,
  useIdempotencyKey,
} from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeBalance } from './wallet-cache';

export type PurchaseKind = 'course' | 'lecture';
export type PurchaseAnswer =
  | { kind: 'course'; answer: CoursePurchaseResponse }
  | { kind: 'lecture'; answer: LecturePurchaseResponse };

export interface PurchaseInput {
  kind: PurchaseKind;
  id: number;
  /** {} when free, {pay_by, code?} when paid */
  body: PurchaseBody;
  /** One per attempt: a double click or a retried request is charged once. */
  idempotencyKey: string;
}

/** POST /courses/{id}/purchase or POST /lectures/{id}/purchase (spec 1 §4, spec 2 §5). */
export async function purchase({ kind, id, body, idempotencyKey }: PurchaseInput): Promise<PurchaseAnswer> {
  const path = kind === 'course' ? `/courses/${id}/purchase` : `/lectures/${id}/purchase`;
  const { data } = await http.post<CoursePurchaseResponse & LecturePurchaseResponse>(path, body, {
    headers: idempotencyHeaders(idempotencyKey),
  });
  return { kind, answer: data } as PurchaseAnswer;
}

/**
 * The one checkout's call. The wallet writes its own balance and ledger; what was bought is
 * announced (`purchased`) and its owners (catalogue, learning) update their own caches.
 */
export function usePurchase() {
  const client = useQueryClient();
  const [key, renewKey] = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: Omit<PurchaseInput, 'idempotencyKey'>) => purchase({ ...input, idempotencyKey: key }),
    onSuccess: (result) => {
      renewKey();
      const { balance } = result.answer;
      if (balance !== undefined) {
        writeBalance(client, balance);
        // the ledger has a new row: read again when next shown
        void client.invalidateQueries({ queryKey: queryKeys.wallet.wallet() });
      }
      if (result.kind === 'course') {
        const course = result.answer.data;
        appEvents.emit('purchased', { kind: 'course', id: course.id, course, balance });
      } else {
        const lecture = result.answer.data;
        appEvents.emit('purchased', { kind: 'lecture', id: lecture.id, lecture, balance });
      }
    },
  });
}
