import { type CourseJoinResponse, http } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeCourseAccess } from './course-cache';

/** POST /courses/{id}/join (pay_type 'lectures'): data = the joined course. */
export async function joinCourse(id: number): Promise<CourseJoinResponse> {
  const { data } = await http.post<CourseJoinResponse>(`/courses/${id}/join`);
  return data;
}

/** The join; the joined course goes into the cache and the session's my_courses. */
export function useJoinCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: joinCourse,
    onSuccess: ({ data }) => writeCourseAccess(client, data),
  });
}
