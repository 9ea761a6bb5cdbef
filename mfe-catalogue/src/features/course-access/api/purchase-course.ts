import { type CoursePurchaseBody, type CoursePurchaseResponse, http } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeCourseAccess } from './course-cache';

export interface PurchaseCourseInput {
  id: number;
  body: CoursePurchaseBody;
}

/** POST /courses/{id}/purchase: {} for a free course, {pay_by, code?} for a paid one. */
export async function purchaseCourse({ id, body }: PurchaseCourseInput): Promise<CoursePurchaseResponse> {
  const { data } = await http.post<CoursePurchaseResponse>(`/courses/${id}/purchase`, body);
  return data;
}

/** The purchase; its answer (course, new balance) goes into the cache and the session. */
export function usePurchaseCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: purchaseCourse,
    onSuccess: ({ data, balance }) => writeCourseAccess(client, data, balance),
  });
}
