import { http, queryKeys, type TeacherResponse } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /teachers/{id}: the teacher and their courses. */
export async function getTeacher(id: number): Promise<TeacherResponse> {
  const { data } = await http.get(`/teachers/${id}`);
  return data as TeacherResponse;
}

export const teacherQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.catalogue.teacher(id), queryFn: () => getTeacher(id), enabled: id > 0 });

export const useTeacher = (id: number) => useQuery(teacherQueryOptions(id));
