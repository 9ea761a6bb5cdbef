import { http, queryKeys, type StaffExamListQuery, type StaffExamPage } from '@app/shared-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const staffExamsKey = () => queryKeys.of('mfe-exams', 'staff', 'exams');

/** GET /staff/exams: the exams the signed-in staff member reaches, newest first. */
export async function getStaffExams(query: StaffExamListQuery, signal?: AbortSignal) {
  const { data } = await http.get<StaffExamPage>('/staff/exams', { params: query, signal });
  return data;
}

export const staffExamsQueryOptions = (query: StaffExamListQuery) =>
  queryOptions({
    queryKey: [...staffExamsKey(), 'list', query],
    queryFn: ({ signal }) => getStaffExams(query, signal),
    placeholderData: keepPreviousData,
  });

export const useStaffExams = (query: StaffExamListQuery) => useQuery(staffExamsQueryOptions(query));
