import { sampleCourseDetail } from '@app/dev-kit/fixtures';
import { formatMoney } from '@app/shared-contracts';
import { screen } from '@testing-library/react';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { CourseHeader } from './course-header';

const join = <button type="button">انضم</button>;
const paid = sampleCourseDetail({ id: 3, name: 'فيزياء', price: 150, free: false, joined: false });
const free = sampleCourseDetail({ id: 4, name: 'كيمياء', price: 0, free: true, joined: false });

function header(course = paid, platform: 'web' | 'ios' = 'web') {
  renderPage(<CourseHeader course={course} access={join} />, { platform });
  return screen.getByRole('button', { name: 'انضم' });
}

/** The access row: the nearest ancestor of the join button that holds more than the button. */
function rowOf(button: HTMLElement) {
  let node = button.parentElement;
  while (node && node.textContent === button.textContent) node = node.parentElement;
  return node as HTMLElement;
}

describe('course header price (spec 1 §3, §6)', () => {
  it('shows a paid price beside the join button', () => {
    const button = header();
    expect(rowOf(button)).toHaveTextContent(formatMoney(150));
  });

  it("shows 'free' beside the join button of a free course", () => {
    const button = header(free);
    expect(rowOf(button)).toHaveTextContent(messages.free);
  });

  it('hides a paid price on iOS but keeps the button', () => {
    header(paid, 'ios');
    expect(screen.getByRole('banner')).not.toHaveTextContent(formatMoney(150));
  });

  it("keeps 'free' on iOS: only paid prices are hidden", () => {
    const button = header(free, 'ios');
    expect(rowOf(button)).toHaveTextContent(messages.free);
  });

  it('shows no price once the course is joined', () => {
    header({ ...paid, joined: true });
    expect(screen.queryByText(formatMoney(150))).not.toBeInTheDocument();
  });
});
