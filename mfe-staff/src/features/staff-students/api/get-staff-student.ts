import { http, queryKeys, type StaffStudentDetail } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /staff/students/:id: profile, courses, lectures, views, exam results, sessions. */
export async function getStaffStudent(id: number, signal?: AbortSignal): Promise<StaffStudentDetail> {
  const { data } = await http.get<StaffStudentDetail>(`/staff/students/${id}`, { signal });
  return data;
}

export const staffStudentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.of('mfe-staff', 'staff-students', 'detail', id),
    queryFn: ({ signal }) => getStaffStudent(id, signal),
  });

export const useStaffStudent = (id: number) => useQuery(staffStudentQueryOptions(id));
