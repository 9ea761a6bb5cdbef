import { fakeApi, sampleVideo } from '@app/dev-kit/fixtures';
import type { LectureItem } from '@app/shared-contracts';
import { encryptVideoUrl } from '@app/shared-contracts/video-cipher';
import { screen, waitFor } from '@testing-library/react';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { VideoDialog } from './video-dialog';

const t = messages.video;
const first = sampleVideo({ id: 1, name: 'الأول', views_limit: 2, counted_views: 0 });
const second = sampleVideo({ id: 2, name: 'الثاني' });
const items: LectureItem[] = [
  { type: 'video', locked: false, item: first },
  { type: 'video', locked: false, item: second },
];
let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());
const dialog = (appData: Parameters<typeof renderPage>[1] = {}) =>
  renderPage(
    <VideoDialog lectureId={3} video={first} items={items} onOpenChange={() => {}} onSwitch={() => {}} />,
    appData,
  );

describe('video dialog', () => {
  it('web without enable_wp: the download prompt, no player and no counted view', () => {
    api = fakeApi(() => ({ status: 500 }));
    dialog({ appData: { enable_wp: null, hide_video_next_button: false } });
    expect(screen.getByRole('note')).toHaveTextContent(t.webBlocked);
    expect(screen.queryByLabelText(first.name, { selector: 'video' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    // Nothing was watched, nothing counted: the student still has both views (issue 31).
    expect(screen.getByText(messages.contents.viewsLeft(2))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.next })).toBeInTheDocument();
  });

  it("enable_wp 'all': plays the decrypted signed link; hide_video_next_button hides next", async () => {
    const src = '/v1/media/videos/1?u=1&e=9999999999&s=x';
    const u = await encryptVideoUrl(src);
    api = fakeApi(({ url }) =>
      url === '/video/apps/1'
        ? { status: 200, data: { u, lc: null, watermark_id: '1', position: 0 } }
        : { status: 404 },
    );
    dialog({ appData: { enable_wp: 'all', hide_video_next_button: true } });
    expect(screen.getByText(messages.contents.viewsLeft(2))).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('video')?.getAttribute('src')).toBe(src));
    expect(screen.queryByRole('button', { name: t.next })).not.toBeInTheDocument();
    // The server counted this viewing: 2 − 0 − 1 = 1 left, shown as an error.
    expect(screen.getByText(messages.contents.viewsLeft(1)).className).toMatch(/danger/);
    expect(api.calls.filter((c) => c.url === '/video/apps/1')).toHaveLength(1);
  });

  it('a failed fetch counts no view', async () => {
    api = fakeApi(() => ({ status: 500 }));
    dialog({ appData: { enable_wp: 'all' } });
    expect(await screen.findByRole('button', { name: /إعادة/ })).toBeInTheDocument();
    expect(screen.getByText(messages.contents.viewsLeft(2))).toBeInTheDocument();
  });
});
