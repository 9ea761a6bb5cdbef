import { http, queryKeys, type StaffCourseLectures } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /staff/courses/{courseId}/lectures: a course's lectures in order (the lecture to grant). */
export async function getCourseLectures(courseId: number, signal?: AbortSignal) {
  const { data } = await http.get<StaffCourseLectures>(`/staff/courses/${courseId}/lectures`, { signal });
  return data;
}

export const courseLecturesQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: queryKeys.of('mfe-staff', 'staff-students', 'course-lectures', courseId),
    queryFn: ({ signal }) => getCourseLectures(courseId, signal),
  });

/** The lectures of the chosen course; nothing is asked before a course is chosen. */
export const useCourseLectures = (courseId: number | null) =>
  useQuery({ ...courseLecturesQueryOptions(courseId ?? 0), enabled: courseId !== null });
