import { http } from '@app/shared-contracts';
import { useMutation } from '@tanstack/react-query';

/** PUT /video/apps/{videoId}/position: where the student is, to resume there next time. */
export async function savePosition({
  videoId,
  seconds,
}: {
  videoId: number;
  seconds: number;
}): Promise<void> {
  await http.put(`/video/apps/${videoId}/position`, { seconds });
}

export const useSavePosition = () => useMutation({ mutationFn: savePosition, retry: false });
