import { http } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffLectureKeys } from './keys';

/** DELETE /staff/lectures/{id} (admin, or the course's teacher). */
export async function deleteLecture({ id }: { id: number; courseId: number }): Promise<void> {
  await http.delete(`/staff/lectures/${id}`);
}

export function useDeleteLecture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLecture,
    onSuccess: (_d, { courseId }) =>
      client.invalidateQueries({ queryKey: staffLectureKeys.course(courseId) }),
  });
}
