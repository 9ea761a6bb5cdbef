import { type ExamSessionStartResponse, http } from '@app/shared-contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /exams/session {exam_id}: the new or running session (its token opens the session page). */
export async function startExamSession(examId: number): Promise<ExamSessionStartResponse> {
  const { data } = await http.post<ExamSessionStartResponse>('/exams/session', { exam_id: examId });
  return data;
}

export const useStartExamSession = () => useMutation({ mutationFn: startExamSession });
