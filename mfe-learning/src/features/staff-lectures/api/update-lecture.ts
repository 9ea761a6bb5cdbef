import { http } from '@app/shared-contracts';
import type { StaffLecture, StaffLectureBody } from '@app/shared-contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffLectureKeys } from './keys';

/** PUT /staff/lectures/{id}: the whole form. */
export async function updateLecture({ id, body }: { id: number; body: StaffLectureBody }) {
  const { data } = await http.put<{ data: StaffLecture }>(`/staff/lectures/${id}`, body);
  return data.data;
}

export function useUpdateLecture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateLecture,
    onSuccess: () => client.invalidateQueries({ queryKey: staffLectureKeys.all() }),
  });
}
