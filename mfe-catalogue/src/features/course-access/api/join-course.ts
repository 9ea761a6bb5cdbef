import { type Course, type CourseJoinResponse, http } from '@app/shared-contracts';

/** POST /courses/{id}/join (pay_type 'lectures'): data = the joined course. */
export async function joinCourse(id: number): Promise<Course> {
  const { data } = await http.post(`/courses/${id}/join`);
  return (data as CourseJoinResponse).data;
}
