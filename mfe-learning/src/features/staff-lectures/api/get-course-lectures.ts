import { http } from '@app/shared-contracts';
import type { StaffCourseLectures } from '@app/shared-contracts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffLectureKeys } from './keys';

/** GET /staff/courses/{courseId}/lectures: the course and all its lectures, drafts too. */
export async function getCourseLectures(courseId: number, signal?: AbortSignal) {
  const { data } = await http.get<StaffCourseLectures>(`/staff/courses/${courseId}/lectures`, { signal });
  return data;
}

export const courseLecturesQuery = (courseId: number) =>
  queryOptions({
    queryKey: staffLectureKeys.course(courseId),
    queryFn: ({ signal }) => getCourseLectures(courseId, signal),
    enabled: courseId > 0,
  });

export const useCourseLectures = (courseId: number) => useQuery(courseLecturesQuery(courseId));
