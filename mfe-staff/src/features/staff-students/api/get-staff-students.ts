import { http, queryKeys, type StaffStudentsPage, type StaffStudentsQuery } from '@app/shared-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /staff/students?q&page&per_page&sort&order: the desk's search (name, phone, e-mail, wallet, QR). */
export async function getStaffStudents(
  query: StaffStudentsQuery,
  signal?: AbortSignal,
): Promise<StaffStudentsPage> {
  const { data } = await http.get<StaffStudentsPage>('/staff/students', { params: query, signal });
  return data;
}

export const staffStudentsQueryOptions = (query: StaffStudentsQuery) =>
  queryOptions({
    queryKey: queryKeys.of('mfe-staff', 'staff-students', 'list', query),
    queryFn: ({ signal }) => getStaffStudents(query, signal),
  });

/** The previous page stays on screen while the next one comes (no table flashing empty). */
export const useStaffStudents = (query: StaffStudentsQuery) =>
  useQuery({ ...staffStudentsQueryOptions(query), placeholderData: keepPreviousData });
