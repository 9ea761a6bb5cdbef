import {
  type Course,
  type CoursePurchaseBody,
  type CoursePurchaseResponse,
  http,
} from '@app/shared-contracts';

/** POST /courses/{id}/purchase: {} for a free course, {pay_by, code?} for a paid one. */
export async function purchaseCourse(id: number, body: CoursePurchaseBody): Promise<Course> {
  const { data } = await http.post(`/courses/${id}/purchase`, body);
  return (data as CoursePurchaseResponse).data;
}
