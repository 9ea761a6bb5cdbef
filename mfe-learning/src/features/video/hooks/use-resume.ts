import { useCallback, useEffect, useRef } from 'react';
import { useSavePosition } from '../api/save-position';

/** How often the position is saved while playing. */
export const SAVE_EVERY_MS = 5_000;

/** Where to start: the saved position, unless it is at the very end (then from the start). */
export const resumeAt = (position: number, duration: number) =>
  position > 0 && (!Number.isFinite(duration) || position < duration - 1) ? position : 0;

/**
 * Resume where the student stopped: seek on load, save every few seconds while playing and once
 * more when the player closes (the original app did not have it).
 */
export function useResume(videoId: number, position: number) {
  const { mutate } = useSavePosition();
  const last = useRef({ seconds: position, saved: position, at: 0 });
  const save = useCallback(
    (seconds: number) => {
      if (seconds === last.current.saved) return;
      last.current.saved = seconds;
      mutate({ videoId, seconds });
    },
    [mutate, videoId],
  );
  // On close (unmount): the last position seen.
  useEffect(() => () => save(last.current.seconds), [save]);
  return {
    onLoadedMetadata: (e: { currentTarget: HTMLVideoElement }) => {
      const v = e.currentTarget;
      const start = resumeAt(position, v.duration);
      if (start > 0) v.currentTime = start;
    },
    onTimeUpdate: (e: { currentTarget: HTMLVideoElement }) => {
      const seconds = Math.floor(e.currentTarget.currentTime);
      last.current.seconds = seconds;
      const now = Date.now();
      if (now - last.current.at >= SAVE_EVERY_MS) {
        last.current.at = now;
        save(seconds);
      }
    },
    onEnded: () => {
      last.current.seconds = 0;
      save(0);
    },
  };
}
