/** A signed master playlist (`/v1/media/hls/{id}/master.m3u8?…`), rather than a single file. */
export const isHlsSource = (src: string) => /\.m3u8(\?|$)/.test(src);

/**
 * The browser plays HLS itself and has no Media Source Extensions for hls.js (Safari on iPhone):
 * the signed links work there without any header. Everywhere else hls.js runs, so the quality
 * menu can list the renditions.
 */
export const playsHlsNatively = (video: HTMLVideoElement) =>
  video.canPlayType('application/vnd.apple.mpegurl') !== '' && !('MediaSource' in globalThis);

/** The same origin as the page: only there does the player send the student's token along. */
export const isSameOrigin = (url: string) => {
  try {
    return new URL(url, globalThis.location.href).origin === globalThis.location.origin;
  } catch {
    return false;
  }
};

/** Playback speeds of the speed menu. */
export const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;
/** Seconds an arrow key seeks, and the volume step of up/down. */
export const SEEK_STEP = 5;
export const VOLUME_STEP = 0.1;
