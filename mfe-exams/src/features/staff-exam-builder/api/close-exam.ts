import { http, type StaffExam } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { examWritten } from './exam-written';

/** POST /staff/exams/{examId}/close: ends it now. */
export async function closeExam(examId: number) {
  const { data } = await http.post<StaffExam>(`/staff/exams/${examId}/close`, {});
  return data;
}

export function useCloseExam(examId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => closeExam(examId),
    onSuccess: (exam) => examWritten(client, exam),
  });
}
