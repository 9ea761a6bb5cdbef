import type { AppData, Platform } from '@app/shared-contracts';

export type PlaybackMode = 'play' | 'blocked';

/**
 * Spec 2 §4 'Video playback': the phone apps play; a browser plays only when enable_wp allows
 * the web ('all', 'all_with_desktop'), the desktop program also with 'desktop'. Otherwise the
 * download prompt is shown.
 */
export function playbackMode(platform: Platform, enableWp: AppData['enable_wp'] | undefined): PlaybackMode {
  if (platform === 'android' || platform === 'ios') return 'play';
  if (enableWp === 'all' || enableWp === 'all_with_desktop') return 'play';
  if (enableWp === 'desktop' && platform === 'desktop') return 'play';
  return 'blocked';
}
