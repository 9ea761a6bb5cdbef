import { http, queryKeys, type TeacherResponse } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /teachers/{id}: the teacher and their courses. */
export async function getTeacher(id: number, signal?: AbortSignal): Promise<TeacherResponse> {
  const { data } = await http.get(`/teachers/${id}`, { signal });
  return data as TeacherResponse;
}

export const teacherQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.catalogue.teacher(id),
    queryFn: ({ signal }) => getTeacher(id, signal),
    enabled: id > 0,
  });

export const useTeacher = (id: number) => useQuery(teacherQueryOptions(id));
