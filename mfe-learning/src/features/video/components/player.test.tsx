import { fakeApi, sampleVideo } from '@app/dev-kit/fixtures';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { Player } from './player';

const t = messages.video;

// hls.js itself is mocked here (unit tests only): the e2e plays real renditions.
const made: FakeHls[] = [];
class FakeHls {
  static isSupported = () => true;
  static Events = { MANIFEST_PARSED: 'parsed', LEVEL_SWITCHED: 'switched', ERROR: 'error' };
  static ErrorTypes = { MEDIA_ERROR: 'media' };
  handlers = new Map<string, (e: string, data: unknown) => void>();
  levels = [{ height: 240 }, { height: 720 }];
  currentLevel = -1;
  source = '';
  media: HTMLVideoElement | null = null;
  destroyed = false;
  constructor(
    readonly config: {
      xhrSetup: (xhr: { setRequestHeader: (k: string, v: string) => void }, url: string) => void;
    },
  ) {
    made.push(this);
  }
  on(event: string, cb: (e: string, data: unknown) => void) {
    this.handlers.set(event, cb);
  }
  emit(event: string, data: unknown) {
    this.handlers.get(event)?.(event, data);
  }
  loadSource(src: string) {
    this.source = src;
  }
  attachMedia(video: HTMLVideoElement) {
    this.media = video;
  }
  recoverMediaError() {}
  destroy() {
    this.destroyed = true;
  }
}
vi.mock('hls.js/light', () => ({ default: FakeHls }));

const video = sampleVideo({ id: 4, name: 'الدرس' });
const HLS = '/v1/media/hls/4/master.m3u8?u=1&e=9999999999&s=x';
let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => {
  made.length = 0;
  api = fakeApi(() => ({ status: 204 }));
});
afterEach(() => api?.restore());

const player = (src: string, position = 0) =>
  renderPage(<Player video={video} src={src} position={position} onEnded={() => {}} />, {
    user: { name: 'منى علي', phone: '01012345678' },
  });
const FILE = '/v1/media/videos/4?u=1&e=9999999999&s=x';
const saves = () =>
  (api?.calls ?? []).filter((c) => c.method === 'PUT' && c.url.endsWith('/video/apps/4/position'));

describe('the HLS player', () => {
  it('plays through hls.js with the quality menu of its renditions, auto first', async () => {
    const user = userEvent.setup();
    player(HLS);
    await waitFor(() => expect(made).toHaveLength(1));
    const hls = made[0]!;
    expect(hls.source).toBe(HLS);
    expect(hls.media).toBe(screen.getByLabelText(video.name, { selector: 'video' }));
    // The student's token goes along to our api only.
    const headers: string[] = [];
    const xhr = { setRequestHeader: (k: string, v: string) => headers.push(`${k}: ${v}`) };
    hls.config.xhrSetup(xhr, `${location.origin}/v1/media/hls/4/240p/seg_000.ts?u=1`);
    hls.config.xhrSetup(xhr, 'https://bucket.example/private/hls/4/x/240p/seg_000.ts');
    expect(headers).toEqual(['Authorization: Bearer test-token']);

    hls.emit('parsed', { levels: hls.levels });
    hls.emit('switched', { level: 0 });
    const region = screen.getByRole('region', { name: t.player });
    await waitFor(() => expect(region).toHaveAttribute('data-levels', '2'));
    // By keyboard: jsdom gives no pointer highlight for a mouse selection (see @app/ui's Menu test).
    screen.getByRole('button', { name: t.qualityNow(t.autoPlaying(240)) }).focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([t.autoPlaying(240), '720p', '240p']);
    await waitFor(() => expect(items[0]).toHaveAttribute('data-highlighted'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(hls.currentLevel).toBe(1);
    expect(screen.getByRole('button', { name: t.qualityNow('720p') })).toBeInTheDocument();
  });

  it('an older single file: no hls.js, no quality menu; the speed menu sets the rate', async () => {
    const user = userEvent.setup();
    player('/v1/media/videos/4?u=1&e=9999999999&s=x');
    const el = screen.getByLabelText<HTMLVideoElement>(video.name, { selector: 'video' });
    expect(el.getAttribute('src')).toBe('/v1/media/videos/4?u=1&e=9999999999&s=x');
    expect(made).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /الجودة/ })).not.toBeInTheDocument();
    // jsdom keeps no playback rate of its own.
    Object.defineProperty(el, 'playbackRate', { value: 1, writable: true });
    screen.getByRole('button', { name: t.speedNow(1) }).focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: t.speedValue(0.75) })).toHaveAttribute('data-highlighted'),
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByRole('button', { name: t.speedNow(1.5) })).toBeInTheDocument();
    expect(el.playbackRate).toBe(1.5);
  });

  it("keys on the player: space and k play or pause, arrows seek; the student's watermark lies over it", async () => {
    const user = userEvent.setup();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    player('/v1/media/videos/4?u=1&e=9999999999&s=x');
    const el = screen.getByLabelText<HTMLVideoElement>(video.name, { selector: 'video' });
    // jsdom cannot focus a <video>: the keys are sent to it as a browser would.
    expect(fireEvent.keyDown(el, { key: ' ' })).toBe(false);
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(el, { key: 'k' });
    expect(play).toHaveBeenCalledTimes(2);
    Object.defineProperty(el, 'duration', { value: 60 });
    fireEvent.keyDown(el, { key: 'ArrowRight' });
    expect(el.currentTime).toBe(5);
    // The keys typed on the player's own buttons keep their meaning.
    expect(fireEvent.keyDown(screen.getByRole('button', { name: t.fullscreen }), { key: 'k' })).toBe(true);
    expect(play).toHaveBeenCalledTimes(2);
    const mark = document.querySelector('[data-watermark]');
    expect(mark).toHaveTextContent('منى علي · 01012345678');
    expect(screen.getByRole('region', { name: t.player })).toContainElement(mark as HTMLElement);
    // The help names every shortcut.
    await user.click(screen.getByText(t.shortcuts));
    for (const k of Object.values(t.shortcutKeys)) expect(screen.getByText(k.action)).toBeVisible();
    play.mockRestore();
  });
});

describe('where the student stopped', () => {
  it('closing saves where the video is, not where the last timeupdate saw it (they can be a second apart)', async () => {
    const view = player(FILE);
    const el = screen.getByLabelText<HTMLVideoElement>(video.name, { selector: 'video' });
    fireEvent.loadedMetadata(el);
    Object.defineProperty(el, 'currentTime', { value: 0.9, writable: true });
    fireEvent.timeUpdate(el);
    // Past 0:01 with no timeupdate yet (about every 250 ms, later on a busy phone), then closed.
    el.currentTime = 1.3;
    view.unmount();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toEqual({ seconds: 1 });
  });

  it('closed before its metadata, the saved place stays (the element is still at 0)', async () => {
    const view = player(FILE, 30);
    view.unmount();
    await new Promise((r) => setTimeout(r, 0));
    expect(saves()).toEqual([]);
  });
});
