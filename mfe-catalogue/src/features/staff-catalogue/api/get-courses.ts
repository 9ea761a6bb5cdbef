import { http, type StaffCourseListQuery, type StaffCoursePage } from '@app/shared-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffCatalogueKey } from './keys';

/** GET /staff/catalogue/courses: a page of courses (a teacher's own only), drafts too. */
export async function getStaffCourses(query: StaffCourseListQuery, signal?: AbortSignal) {
  const { data } = await http.get<StaffCoursePage>('/staff/catalogue/courses', { params: query, signal });
  return data;
}

export const staffCoursesQueryOptions = (query: StaffCourseListQuery) =>
  queryOptions({
    queryKey: [...staffCatalogueKey(), 'courses', query],
    queryFn: ({ signal }) => getStaffCourses(query, signal),
    placeholderData: keepPreviousData,
  });

export const useStaffCourses = (query: StaffCourseListQuery) => useQuery(staffCoursesQueryOptions(query));
