import { handlePlayerKey } from './keyboard';

const fakeVideo = (over: Partial<HTMLVideoElement> = {}) =>
  ({
    paused: true,
    currentTime: 10,
    duration: 12,
    volume: 0.5,
    play: vi.fn(),
    pause: vi.fn(),
    ...over,
  }) as unknown as HTMLVideoElement;

describe('player keys', () => {
  it('seeks 5 s within the video, steps the volume within 0..1, and leaves other keys alone', () => {
    const v = fakeVideo();
    const full = vi.fn();
    expect(handlePlayerKey('ArrowRight', v, full)).toBe(true);
    expect(v.currentTime).toBe(12);
    handlePlayerKey('ArrowLeft', v, full);
    handlePlayerKey('ArrowLeft', v, full);
    handlePlayerKey('ArrowLeft', v, full);
    expect(v.currentTime).toBe(0);
    handlePlayerKey('ArrowUp', v, full);
    expect(v.volume).toBe(0.6);
    for (let i = 0; i < 9; i++) handlePlayerKey('ArrowDown', v, full);
    expect(v.volume).toBe(0);
    handlePlayerKey('f', v, full);
    expect(full).toHaveBeenCalledOnce();
    expect(handlePlayerKey('x', v, full)).toBe(false);
  });

  it('space pauses a playing video', () => {
    const v = fakeVideo({ paused: false });
    handlePlayerKey(' ', v, () => {});
    expect(v.pause).toHaveBeenCalledOnce();
    expect(v.play).not.toHaveBeenCalled();
  });
});
