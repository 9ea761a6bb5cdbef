import { http, type StaffExamKeyBody, type StaffExamKeyResponse } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { examReportKey } from './keys';

/** PUT /staff/exams/{examId}/questions/{questionId}/key: re-marks every submitted paper. */
export async function correctKey(examId: number, questionId: number, body: StaffExamKeyBody) {
  const { data } = await http.put<StaffExamKeyResponse>(
    `/staff/exams/${examId}/questions/${questionId}/key`,
    body,
  );
  return data;
}

export function useCorrectKey(examId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: number; body: StaffExamKeyBody }) =>
      correctKey(examId, questionId, body),
    // the results and the analysis both changed
    onSuccess: () => client.invalidateQueries({ queryKey: examReportKey(examId) }),
  });
}
