import { playbackMode } from './playback';

describe('playbackMode', () => {
  it.each([
    ['web', null, 'blocked'],
    ['web', 'all', 'play'],
    ['web', 'all_with_desktop', 'play'],
    ['web', 'ios', 'blocked'],
    ['web', 'desktop', 'blocked'],
    ['desktop', 'desktop', 'play'],
    ['desktop', null, 'blocked'],
    ['android', null, 'play'],
    ['ios', null, 'play'],
  ] as const)('%s with enable_wp %s: %s', (platform, wp, mode) => {
    expect(playbackMode(platform, wp)).toBe(mode);
  });
});
