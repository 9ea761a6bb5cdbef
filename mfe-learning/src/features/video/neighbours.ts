import type { LectureItem, Video } from '@app/shared-contracts';

export interface Neighbours {
  previous: Video | null;
  next: Video | null;
}

const openVideo = (item: LectureItem | undefined): Video | null =>
  item && item.type === 'video' && !item.locked && item.item.viewable ? item.item : null;

/**
 * Spec 2 §4: a neighbour exists only when the adjacent item (in `items` order) is an unlocked
 * video; an exam in between means no neighbour on that side. hide_video_next_button hides next.
 */
export function neighboursOf(items: LectureItem[], videoId: number, hideNext = false): Neighbours {
  const i = items.findIndex((it) => it.type === 'video' && it.item.id === videoId);
  if (i < 0) return { previous: null, next: null };
  return { previous: openVideo(items[i - 1]), next: hideNext ? null : openVideo(items[i + 1]) };
}
