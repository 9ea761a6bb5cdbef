import '../index.css';
import { type PagePrefetch, queryClient } from '@app/shared-contracts';
import { videoMediaQueryOptions } from '../features/staff-video/api/get-video-media';
import { idOf } from '../staff/video-page';

export { default } from '../staff/video-page';

/** The video's media, asked for as soon as this code is here (not after its render). */
export const prefetch: PagePrefetch = ({ params }, client = queryClient) => {
  const id = idOf(params.videoId);
  return id > 0 ? client.prefetchQuery(videoMediaQueryOptions(id)) : undefined;
};
