import { sampleCourseDetail, sampleLecture } from '@app/dev-kit/fixtures';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { LectureList } from './lecture-list';

const t = messages.lectures;

describe('lectures section', () => {
  it('asks to join first when the course is neither joined nor previewed', () => {
    const course = sampleCourseDetail({ joined: false, show_preview: false, lectures: [sampleLecture()] });
    renderPage(<LectureList course={course} onAction={() => {}} />);
    expect(screen.getByRole('note')).toHaveTextContent(t.joinFirst);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("says 'no lectures added yet' to a signed-in user only", () => {
    const course = sampleCourseDetail({ joined: true, lectures: [] });
    const { unmount } = renderPage(<LectureList course={course} onAction={() => {}} />);
    expect(screen.getByText(t.empty)).toBeInTheDocument();
    unmount();
    renderPage(<LectureList course={course} onAction={() => {}} />, { user: null });
    expect(screen.queryByText(t.empty)).not.toBeInTheDocument();
  });

  it('shows each state and asks to buy or open by the access rule', async () => {
    const lectures = [
      sampleLecture({
        id: 1,
        name: 'أ',
        free: false,
        price: 40,
        purchased: false,
        preview: true,
        expiry_days: 7,
      }),
      sampleLecture({
        id: 2,
        name: 'ب',
        free: false,
        price: 40,
        purchased: true,
        expired: true,
        expiry_days: 30,
      }),
      sampleLecture({
        id: 3,
        name: 'ج',
        free: false,
        price: 30,
        purchased: true,
        seen: true,
        expiry_days: 30,
        access_ends_at: new Date(2026, 11, 20, 15).toISOString(),
      }),
    ];
    const course = sampleCourseDetail({ joined: true, pay_type: 'lectures', lectures });
    const actions: string[] = [];
    renderPage(<LectureList course={course} onAction={(l, a) => actions.push(`${l.id}:${a}`)} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('3 محاضرات');
    expect(screen.getByText(t.preview)).toBeInTheDocument();
    expect(screen.getByText(t.expired)).toBeInTheDocument();
    // Before buying, how long access lasts; once bought, the day it ends (issue 31).
    expect(screen.getByText('صلاحية الوصول 7 أيام')).toBeInTheDocument();
    expect(screen.getByText(t.accessUntil('2026-12-20'))).toBeInTheDocument();
    expect(screen.queryByText('صلاحية الوصول 30 يوماً')).toBeNull();
    expect(screen.getByText(t.seen)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.buy('أ') }));
    await userEvent.click(screen.getByRole('button', { name: t.buy('ب') }));
    await userEvent.click(screen.getByRole('button', { name: t.open('ج') }));
    expect(actions).toEqual(['1:buy', '2:buy', '3:open']);
  });

  it("shows a whole course's locked lecture as locked, without a price of its own", () => {
    const lectures = [sampleLecture({ id: 1, name: 'أ', free: false, price: 0, purchased: false })];
    const course = sampleCourseDetail({ joined: true, pay_type: 'course', lectures });
    renderPage(<LectureList course={course} onAction={() => {}} />);
    expect(screen.getByText(t.locked)).toBeInTheDocument();
    expect(screen.queryByText(/جنيه/)).not.toBeInTheDocument();
    expect(screen.queryByText(t.free)).not.toBeInTheDocument();
  });
});
