import { http, queryKeys, type TeachersResponse } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /teachers: the catalogue's teachers, to tie a teacher account to one. */
export async function getTeachers(signal?: AbortSignal): Promise<TeachersResponse> {
  const { data } = await http.get<TeachersResponse>('/teachers', { signal });
  return data;
}

export const teachersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.of('mfe-staff', 'teachers'),
    queryFn: ({ signal }) => getTeachers(signal),
  });

export const useTeachers = () => useQuery(teachersQueryOptions());
