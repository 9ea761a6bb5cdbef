import { http } from '@app/shared-contracts';
import type { LectureItemType } from '@app/shared-contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffLectureKeys } from './keys';

const PATH = { video: 'videos', exam: 'exams', note: 'notes' } as const;

/**
 * DELETE /staff/lectures/{id}/{videos|exams|notes}/{itemId}: a video or note is deleted, an exam
 * only leaves the lecture (it stays in the course).
 */
export async function removeItem({
  id,
  type,
  itemId,
}: {
  id: number;
  type: LectureItemType;
  itemId: number;
}) {
  await http.delete(`/staff/lectures/${id}/${PATH[type]}/${itemId}`);
}

export function useRemoveItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeItem,
    onSuccess: (_d, { id }) => client.invalidateQueries({ queryKey: staffLectureKeys.lecture(id) }),
  });
}
