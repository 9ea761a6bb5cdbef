import { http, queryKeys, type Teacher, type TeachersResponse } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /teachers (only while the teachers_page setting is on). */
export async function getTeachers(signal?: AbortSignal): Promise<Teacher[]> {
  const { data } = await http.get('/teachers', { signal });
  return (data as TeachersResponse).data;
}

export const teachersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.catalogue.teachers(), queryFn: ({ signal }) => getTeachers(signal) });

export const useTeachers = (enabled = true) => useQuery({ ...teachersQueryOptions(), enabled });
