import { http } from '@app/shared-contracts';
import type { StaffVideoMedia } from '@app/shared-contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { videoMediaKey } from './get-video-media';

/** POST /staff/videos/{id}/retry: the job again from the kept source. */
export async function retryVideo(id: number): Promise<StaffVideoMedia> {
  const { data } = await http.post<{ data: StaffVideoMedia }>(`/staff/videos/${id}/retry`);
  return data.data;
}

export function useRetryVideo(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => retryVideo(id),
    onSuccess: (media) => client.setQueryData(videoMediaKey(id), media),
  });
}
