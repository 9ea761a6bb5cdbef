import { http, queryKeys, type VideoAppPayload } from '@app/shared-contracts';
import { decryptVideoUrl } from '@app/shared-contracts/video-cipher';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /video/apps/{videoId}: one viewing (counted by the server); `u` decrypted to the media URL. */
export async function getVideoApp(
  videoId: number,
  signal?: AbortSignal,
): Promise<{ src: string; watermarkId: string | null; position: number }> {
  const { data } = await http.get<VideoAppPayload>(`/video/apps/${videoId}`, { signal });
  return { src: await decryptVideoUrl(data.u), watermarkId: data.watermark_id, position: data.position };
}

// Every opening is a new viewing: never served from the cache, never refetched behind the player.
export const videoAppQueryOptions = (videoId: number) =>
  queryOptions({
    queryKey: queryKeys.learning.videoApp(videoId),
    queryFn: ({ signal }) => getVideoApp(videoId, signal),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useVideoApp = (videoId: number) => useQuery(videoAppQueryOptions(videoId));
