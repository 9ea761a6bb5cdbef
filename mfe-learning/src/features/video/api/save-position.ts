import { type CourseContinue, http, queryKeys } from '@app/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

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

type Continue = CourseContinue | null | undefined;

/**
 * After a save, the course page's "continue where you stopped" moves with it: the same video gets
 * the new place at no cost; another video means the course's last video changed, so it is read again.
 */
export function useSavePosition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePosition,
    retry: false,
    onSuccess: (_, { videoId, seconds }) => {
      let moved = false;
      client.setQueriesData<Continue>({ queryKey: queryKeys.learning.courseContinue() }, (old) => {
        if (old?.video_id !== videoId) return old;
        moved = true;
        return { ...old, position: seconds };
      });
      if (!moved) void client.invalidateQueries({ queryKey: queryKeys.learning.courseContinue() });
    },
  });
}
