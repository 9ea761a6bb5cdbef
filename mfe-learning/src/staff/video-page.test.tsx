import { fakeApi } from '@app/dev-kit/fixtures';
import type { StaffVideoMedia } from '@app/shared-contracts/schemas';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import VideoPage from './video-page';

// tus-js-client replaced by a stand-in that records the calls and lets the test drive the upload.
const tus = vi.hoisted(() => ({
  last: null as null | {
    options: Record<string, (...a: number[]) => void>;
    start: ReturnType<typeof vi.fn>;
    abort: ReturnType<typeof vi.fn>;
  },
}));
vi.mock('tus-js-client', () => ({
  Upload: class {
    options: Record<string, (...a: number[]) => void>;
    start = vi.fn();
    abort = vi.fn(async () => {});
    findPreviousUploads = vi.fn(async () => []);
    resumeFromPreviousUpload = vi.fn();
    constructor(_file: File, options: Record<string, (...a: number[]) => void>) {
      this.options = options;
      tus.last = this;
    }
  },
}));

const t = messages.staffVideo;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const base: StaffVideoMedia = {
  id: 5,
  lecture_id: 9,
  name: 'الشرح',
  hls_status: 'none',
  hls_progress: 0,
  hls_error: null,
  renditions: [],
  duration_seconds: null,
  poster_url: null,
  has_source: false,
};

const show = () =>
  renderPage(<VideoPage />, {
    url: '/staff/videos/5',
    path: '/staff/videos/:videoId',
    user: { groupId: null, staff_role: 'teacher' },
  });

describe('the staff video page', () => {
  it('uploads with tus: a progress bar, pause and resume, then the upload is done', async () => {
    api = fakeApi(() => ({ status: 200, data: { data: base } }));
    show();
    expect(await screen.findByText(t.states.none)).toBeInTheDocument();
    const file = new File(['x'.repeat(100)], 'lesson.mp4', { type: 'video/mp4' });
    await userEvent.upload(screen.getByLabelText(t.file), file);
    await userEvent.click(screen.getByRole('button', { name: t.start }));
    await waitFor(() => expect(tus.last?.start).toHaveBeenCalled());
    expect(tus.last!.options).toMatchObject({
      endpoint: '/v1/staff/uploads',
      metadata: expect.objectContaining({ video_id: '5' }),
    });
    act(() => tus.last!.options.onProgress!(40, 100));
    expect(screen.getByRole('progressbar', { name: t.uploadProgress })).toHaveAttribute('value', '40');
    await userEvent.click(screen.getByRole('button', { name: t.pause }));
    expect(tus.last!.abort).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: t.resume }));
    expect(tus.last!.start).toHaveBeenCalledTimes(2);
    act(() => tus.last!.options.onSuccess!());
    expect(await screen.findByText(t.uploaded)).toBeInTheDocument();
  });

  it('shows the percentage while transcoding', async () => {
    api = fakeApi(() => ({
      status: 200,
      data: { data: { ...base, hls_status: 'processing', hls_progress: 62, has_source: true } },
    }));
    show();
    expect(await screen.findByText(t.states.processing)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: t.transcodeProgress })).toHaveAttribute('value', '62');
  });

  it("shows a failure's reason and retries it", async () => {
    const failed = {
      ...base,
      hls_status: 'failed' as const,
      hls_error: 'الملف ليس فيديو صالحًا أو أنه تالف',
      has_source: true,
    };
    api = fakeApi((call) =>
      call.method === 'POST'
        ? { status: 200, data: { data: { ...failed, hls_status: 'queued', hls_error: null } } }
        : { status: 200, data: { data: failed } },
    );
    show();
    expect(await screen.findByText(failed.hls_error)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.retry }));
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({ method: 'POST', url: '/staff/videos/5/retry' }),
      ),
    );
    expect(await screen.findByText(t.states.queued)).toBeInTheDocument();
  });

  it('shows the poster and the ladder when ready; an unknown video says so', async () => {
    api = fakeApi(() => ({
      status: 200,
      data: {
        data: {
          ...base,
          hls_status: 'ready',
          hls_progress: 100,
          has_source: true,
          poster_url: '/uploads/posters/p.jpg',
          renditions: [
            { height: 240, bandwidth: 500000 },
            { height: 720, bandwidth: 3000000 },
          ],
        },
      },
    }));
    show();
    expect(await screen.findByRole('img', { name: t.poster })).toBeInTheDocument();
    expect(screen.getByText(/240p · 720p/)).toBeInTheDocument();
    api.restore();
    api = fakeApi(() => ({ status: 404, data: { error: 'NOT_FOUND', message: 'غير موجود' } }));
    renderPage(<VideoPage />, {
      url: '/staff/videos/77',
      path: '/staff/videos/:videoId',
      user: { groupId: null, staff_role: 'teacher' },
    });
    expect(await screen.findByText(t.notFound)).toBeInTheDocument();
  });
});
