import { http, type StaffExam, type StaffExamOverrideBody } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { examWritten } from './exam-written';

/** PUT /staff/exams/{examId}/overrides: one student's extra minutes and attempts. */
export async function setExamOverride(examId: number, body: StaffExamOverrideBody) {
  const { data } = await http.put<StaffExam>(`/staff/exams/${examId}/overrides`, body);
  return data;
}

export function useSetExamOverride(examId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffExamOverrideBody) => setExamOverride(examId, body),
    onSuccess: (exam) => examWritten(client, exam),
  });
}
