import { type CourseContinueResponse, http, queryKeys } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /courses/{id}/continue: the video of this course watched last and where the student stopped. */
export async function getCourseContinue(courseId: number, signal?: AbortSignal) {
  const { data } = await http.get<CourseContinueResponse>(`/courses/${courseId}/continue`, { signal });
  return data.data;
}

export const courseContinueQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: queryKeys.learning.courseContinue(courseId),
    queryFn: ({ signal }) => getCourseContinue(courseId, signal),
  });

/** Only for a signed-in student who may open the course's lectures (the caller decides). */
export const useCourseContinue = (courseId: number, enabled: boolean) =>
  useQuery({ ...courseContinueQueryOptions(courseId), enabled });
