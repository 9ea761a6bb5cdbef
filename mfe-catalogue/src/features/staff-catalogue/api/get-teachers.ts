import { http, type StaffTeacher } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffCatalogueKey } from './keys';

/** GET /staff/catalogue/teachers: every teacher page, in the students' order. */
export async function getStaffTeachers(signal?: AbortSignal) {
  const { data } = await http.get<{ items: StaffTeacher[] }>('/staff/catalogue/teachers', { signal });
  return data.items;
}

export const staffTeachersQueryOptions = () =>
  queryOptions({
    queryKey: [...staffCatalogueKey(), 'teachers'],
    queryFn: ({ signal }) => getStaffTeachers(signal),
  });

export const useStaffTeachers = () => useQuery(staffTeachersQueryOptions());
