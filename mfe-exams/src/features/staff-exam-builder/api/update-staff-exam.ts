import { http, type StaffExam, type StaffExamUpdate } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { examWritten } from './exam-written';

/** PATCH /staff/exams/{examId}: any of the settings. */
export async function updateStaffExam(examId: number, body: StaffExamUpdate) {
  const { data } = await http.patch<StaffExam>(`/staff/exams/${examId}`, body);
  return data;
}

export function useUpdateStaffExam(examId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffExamUpdate) => updateStaffExam(examId, body),
    onSuccess: (exam) => examWritten(client, exam),
  });
}
