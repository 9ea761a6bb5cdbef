import type { AppData, Platform } from '@app/shared-contracts';

export type PlaybackMode = 'play' | 'desktop' | 'blocked';

/** The desktop program's own player opens this scheme (docs/wrapper-platform.md). */
export const DESKTOP_SCHEME = 'lms-desktop';

export const desktopPlayerLink = (videoId: number, token: string) =>
  `${DESKTOP_SCHEME}://video/${videoId}?token=${encodeURIComponent(token)}`;

/**
 * Spec 2 §4 'Video playback': the phone apps play; a browser plays only when enable_wp allows
 * the web ('all', 'all_with_desktop'), the desktop program also with 'desktop'. Otherwise the
 * desktop program hands the video to its own player (a custom-scheme link with the video id and the
 * stored token) and a browser shows the download prompt.
 */
export function playbackMode(platform: Platform, enableWp: AppData['enable_wp'] | undefined): PlaybackMode {
  if (platform === 'android' || platform === 'ios') return 'play';
  if (enableWp === 'all' || enableWp === 'all_with_desktop') return 'play';
  if (platform === 'desktop') return enableWp === 'desktop' ? 'play' : 'desktop';
  return 'blocked';
}
