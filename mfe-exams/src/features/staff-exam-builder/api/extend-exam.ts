import { http, type StaffExam } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { examWritten } from './exam-written';

/** POST /staff/exams/{examId}/extend: a later end for everyone. */
export async function extendExam(examId: number, endsAt: string) {
  const { data } = await http.post<StaffExam>(`/staff/exams/${examId}/extend`, { ends_at: endsAt });
  return data;
}

export function useExtendExam(examId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (endsAt: string) => extendExam(examId, endsAt),
    onSuccess: (exam) => examWritten(client, exam),
  });
}
