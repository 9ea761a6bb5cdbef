import { SEEK_STEP, VOLUME_STEP } from './hls';

/** The player's shortcuts, in the order the help lists them. */
export const SHORTCUTS = ['playPause', 'seek', 'volume', 'fullscreen'] as const;
export type Shortcut = (typeof SHORTCUTS)[number];

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/**
 * One key pressed over the player: true when it was the player's (the caller then keeps the
 * browser's own handling away, so the native controls do not act twice). The timeline runs left
 * to right even on an Arabic page, so the right arrow moves forward.
 */
export function handlePlayerKey(key: string, video: HTMLVideoElement, toggleFullscreen: () => void): boolean {
  switch (key) {
    case ' ':
    case 'k':
      if (video.paused) void video.play();
      else video.pause();
      return true;
    case 'ArrowRight':
      video.currentTime = clamp(video.currentTime + SEEK_STEP, 0, video.duration || Number.POSITIVE_INFINITY);
      return true;
    case 'ArrowLeft':
      video.currentTime = Math.max(0, video.currentTime - SEEK_STEP);
      return true;
    case 'ArrowUp':
      video.volume = clamp(Math.round((video.volume + VOLUME_STEP) * 10) / 10, 0, 1);
      return true;
    case 'ArrowDown':
      video.volume = clamp(Math.round((video.volume - VOLUME_STEP) * 10) / 10, 0, 1);
      return true;
    case 'f':
      toggleFullscreen();
      return true;
    default:
      return false;
  }
}
