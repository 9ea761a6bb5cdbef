import { http } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffLectureKeys } from './keys';

/** POST /staff/lectures/{id}/exams/{examId}: an exam of the course goes last in the lecture. */
export async function attachExam({ id, examId }: { id: number; examId: number }) {
  await http.post(`/staff/lectures/${id}/exams/${examId}`);
}

export function useAttachExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: attachExam,
    onSuccess: (_d, { id }) => client.invalidateQueries({ queryKey: staffLectureKeys.lecture(id) }),
  });
}
