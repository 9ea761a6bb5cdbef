import { desktopPlayerLink, playbackMode } from './playback';

describe('playbackMode', () => {
  it.each([
    ['web', null, 'blocked'],
    ['web', 'all', 'play'],
    ['web', 'all_with_desktop', 'play'],
    ['web', 'ios', 'blocked'],
    ['web', 'desktop', 'blocked'],
    ['desktop', 'desktop', 'play'],
    ['desktop', null, 'desktop'],
    ['desktop', 'ios', 'desktop'],
    ['android', null, 'play'],
    ['ios', null, 'play'],
  ] as const)('%s with enable_wp %s: %s', (platform, wp, mode) => {
    expect(playbackMode(platform, wp)).toBe(mode);
  });
  it('links the desktop player with the video id and the token', () => {
    expect(desktopPlayerLink(7, 'a b/c')).toBe('lms-desktop://video/7?token=a%20b%2Fc');
  });
});
