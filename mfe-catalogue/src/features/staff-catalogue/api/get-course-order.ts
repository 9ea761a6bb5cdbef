import { http, type StaffCourseOrderList } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffCatalogueKey } from './keys';

/** GET /staff/catalogue/courses/order: every course, drafts too, in the students' order. */
export async function getCourseOrder(signal?: AbortSignal) {
  const { data } = await http.get<StaffCourseOrderList>('/staff/catalogue/courses/order', { signal });
  return data;
}

export const courseOrderQueryOptions = () =>
  queryOptions({
    queryKey: [...staffCatalogueKey(), 'course-order'],
    queryFn: ({ signal }) => getCourseOrder(signal),
  });

export const useCourseOrder = () => useQuery(courseOrderQueryOptions());
