import {
  type CoursePurchaseBody,
  type CoursePurchaseResponse,
  http,
  idempotencyHeaders,
  useIdempotencyKey,
} from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeCourseAccess } from './course-cache';

export interface PurchaseCourseInput {
  id: number;
  body: CoursePurchaseBody;
  /** One per attempt: a double click or a retried request is charged once. */
  idempotencyKey: string;
}

/** POST /courses/{id}/purchase: {} for a free course, {pay_by, code?} for a paid one. */
export async function purchaseCourse({
  id,
  body,
  idempotencyKey,
}: PurchaseCourseInput): Promise<CoursePurchaseResponse> {
  const { data } = await http.post<CoursePurchaseResponse>(`/courses/${id}/purchase`, body, {
    headers: idempotencyHeaders(idempotencyKey),
  });
  return data;
}

/** The purchase; its answer (course, new balance) goes into the cache and the session. */
export function usePurchaseCourse() {
  const client = useQueryClient();
  const [key, renewKey] = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: Omit<PurchaseCourseInput, 'idempotencyKey'>) =>
      purchaseCourse({ ...input, idempotencyKey: key }),
    onSuccess: ({ data, balance }) => {
      renewKey();
      writeCourseAccess(client, data, balance);
    },
  });
}
