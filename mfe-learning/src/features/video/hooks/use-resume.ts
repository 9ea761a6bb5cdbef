import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';
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
export function useResume(videoId: number, position: number, ref: RefObject<HTMLVideoElement | null>) {
  const { mutate } = useSavePosition();
  const last = useRef({ seconds: position, saved: position, at: 0, loaded: false });
  const save = useCallback(
    (seconds: number) => {
      if (seconds === last.current.saved) return;
      last.current.saved = seconds;
      mutate({ videoId, seconds });
    },
    [mutate, videoId],
  );
  // On close (unmount): where the video is now. The last `timeupdate` (about every 250 ms, later
  // on a busy phone) can be a whole second behind: a video closed just after 0:01 saved 0, the
  // position it started from, that is nothing. A layout effect's clean-up runs before hls.js
  // detaches the element in its passive one (its time back to 0). Before the seek to `position`
  // the element's 0 is not the student's place; once ended, `onEnded` saved 0.
  useLayoutEffect(() => {
    const video = ref.current;
    return () => {
      if (video && last.current.loaded && !video.ended) last.current.seconds = Math.floor(video.currentTime);
      save(last.current.seconds);
    };
  }, [ref, save]);
  return {
    onLoadedMetadata: (e: { currentTarget: HTMLVideoElement }) => {
      const v = e.currentTarget;
      const start = resumeAt(position, v.duration);
      if (start > 0) v.currentTime = start;
      last.current.loaded = true;
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
