import { fakeApi, sampleLecture, sampleVideo } from '@app/dev-kit/fixtures';
import { lectureContentsMessages } from '@app/shared-contracts/errors';
import { screen, waitFor } from '@testing-library/react';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import LecturePage from './lecture-page';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());
const page = (url: string) =>
  renderPage(<LecturePage />, { url, path: '/lectures/:id', appData: { lectures_view_layout: 'seperated' } });

describe('lecture page', () => {
  it('shows the lecture and its contents, with the way back to the course', async () => {
    const lecture = sampleLecture({
      id: 4,
      course_id: 2,
      name: 'المحاضرة الرابعة',
      description: 'وصف قصير، الملزمة على https://example.com/notes',
    });
    const video = sampleVideo({ id: 8, name: 'شرح الدرس' });
    api = fakeApi(({ url }) =>
      url === '/lectures/4/contents'
        ? {
            status: 200,
            data: {
              lecture,
              videos: [video],
              items: [{ type: 'video', locked: false, item: video }],
              exams: [],
              attachments: [],
            },
          }
        : { status: 404 },
    );
    page('/lectures/4');
    expect(await screen.findByRole('heading', { level: 1, name: lecture.name })).toBeInTheDocument();
    // Spec 2 §2: the description's links are clickable, as the course's.
    expect(screen.getByRole('link', { name: 'https://example.com/notes' })).toHaveAttribute(
      'href',
      'https://example.com/notes',
    );
    expect(screen.getByRole('button', { name: messages.contents.play('شرح الدرس') })).toBeEnabled();
    screen.getByRole('button', { name: messages.contents.backToCourse }).click();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/courses/2'),
    );
  });

  it('sends a student who has not bought it to the course', async () => {
    api = fakeApi(() => ({
      status: 403,
      data: { error: 'LECTURE_NOT_PURCHASED', message: lectureContentsMessages.mustPurchase, course_id: 7 },
    }));
    page('/lectures/5');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/courses/7'),
    );
  });

  it('says so when the contents fail to load', async () => {
    api = fakeApi(() => ({ status: 500 }));
    page('/lectures/6');
    expect(await screen.findByText(lectureContentsMessages.fallback)).toBeInTheDocument();
  });
});
