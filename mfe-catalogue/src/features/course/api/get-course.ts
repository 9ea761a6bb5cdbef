import { type CourseDetail, type CourseResponse, http, queryKeys } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /courses/{id}: the course of spec 2 §3 with its lectures. */
export async function getCourse(id: number, signal?: AbortSignal): Promise<CourseDetail> {
  const { data } = await http.get(`/courses/${id}`, { signal });
  return (data as CourseResponse).data;
}

export const courseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.catalogue.course(id),
    queryFn: ({ signal }) => getCourse(id, signal),
    enabled: id > 0,
  });

export const useCourse = (id: number) => useQuery(courseQueryOptions(id));
