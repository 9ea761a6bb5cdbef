import { http, type StaffExam } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffExamsKey } from './get-staff-exams';

export const staffExamKey = (id: number) => [...staffExamsKey(), 'one', id] as const;

/** GET /staff/exams/{examId}: settings, picked questions, draw rules, overrides. */
export async function getStaffExam(id: number, signal?: AbortSignal) {
  const { data } = await http.get<StaffExam>(`/staff/exams/${id}`, { signal });
  return data;
}

export const staffExamQueryOptions = (id: number) =>
  queryOptions({ queryKey: staffExamKey(id), queryFn: ({ signal }) => getStaffExam(id, signal) });

export const useStaffExam = (id: number) => useQuery(staffExamQueryOptions(id));
