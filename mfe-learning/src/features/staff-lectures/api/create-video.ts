import { http } from '@app/shared-contracts';
import type { StaffLectureItem, StaffLectureVideoBody } from '@app/shared-contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffLectureKeys } from './keys';

/** POST /staff/lectures/{id}/videos: a video with no media yet; its page uploads the media. */
export async function createVideo({ id, body }: { id: number; body: StaffLectureVideoBody }) {
  const { data } = await http.post<{ data: StaffLectureItem }>(`/staff/lectures/${id}/videos`, body);
  return data.data;
}

export function useCreateVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createVideo,
    onSuccess: (_d, { id }) => client.invalidateQueries({ queryKey: staffLectureKeys.lecture(id) }),
  });
}
