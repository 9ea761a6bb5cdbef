import { http, queryKeys } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /video/apps/{videoId}/seen: the student watched to the end. */
export async function markSeen(videoId: number): Promise<void> {
  await http.post(`/video/apps/${videoId}/seen`, {});
}

export function useMarkSeen(lectureId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markSeen,
    onSuccess: () =>
      void client.invalidateQueries({ queryKey: queryKeys.learning.lectureContents(lectureId) }),
  });
}
