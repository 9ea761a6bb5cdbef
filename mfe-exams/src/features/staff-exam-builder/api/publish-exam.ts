import { http, type StaffExam } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { examWritten } from './exam-written';

/** POST /staff/exams/{examId}/publish: copies the questions and opens it to students. */
export async function publishExam(examId: number) {
  const { data } = await http.post<StaffExam>(`/staff/exams/${examId}/publish`, {});
  return data;
}

export function usePublishExam(examId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => publishExam(examId),
    onSuccess: (exam) => examWritten(client, exam),
  });
}
