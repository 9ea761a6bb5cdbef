import { http, type StaffCourse } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffCatalogueKey } from './keys';

/** GET /staff/catalogue/courses/{id}: the whole course, its grades, categories and teachers. */
export async function getStaffCourse(id: number, signal?: AbortSignal) {
  const { data } = await http.get<{ data: StaffCourse }>(`/staff/catalogue/courses/${id}`, { signal });
  return data.data;
}

export const staffCourseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...staffCatalogueKey(), 'course', id],
    queryFn: ({ signal }) => getStaffCourse(id, signal),
  });

export const useStaffCourse = (id: number | null) =>
  useQuery({ ...staffCourseQueryOptions(id ?? 0), enabled: id !== null });
