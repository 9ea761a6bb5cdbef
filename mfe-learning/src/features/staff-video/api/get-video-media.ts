import { http, queryKeys } from '@app/shared-contracts';
import type { StaffVideoMedia } from '@app/shared-contracts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /staff/videos/{id}: the media state; polled while the job is queued or running. */
export async function getVideoMedia(id: number, signal?: AbortSignal): Promise<StaffVideoMedia> {
  const { data } = await http.get<{ data: StaffVideoMedia }>(`/staff/videos/${id}`, { signal });
  return data.data;
}

export const videoMediaKey = (id: number) => queryKeys.of('mfe-learning', 'staff-video', id);

const BUSY = new Set(['queued', 'processing']);

export const videoMediaQueryOptions = (id: number) =>
  queryOptions({
    queryKey: videoMediaKey(id),
    queryFn: ({ signal }) => getVideoMedia(id, signal),
    enabled: id > 0,
    refetchInterval: (query) => (BUSY.has(query.state.data?.hls_status ?? '') ? 2000 : false),
  });

export const useVideoMedia = (id: number) => useQuery(videoMediaQueryOptions(id));
