import { http, type StaffExam, type StaffExamQuestionsBody } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { examWritten } from './exam-written';

/** PUT /staff/exams/{examId}/questions (a draft): the picks in order and the draw rules. */
export async function setExamQuestions(examId: number, body: StaffExamQuestionsBody) {
  const { data } = await http.put<StaffExam>(`/staff/exams/${examId}/questions`, body);
  return data;
}

export function useSetExamQuestions(examId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffExamQuestionsBody) => setExamQuestions(examId, body),
    onSuccess: (exam) => examWritten(client, exam),
  });
}
