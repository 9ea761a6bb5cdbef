import { type FakeReply, fakeApi, sampleCourse } from '@app/dev-kit/fixtures';
import { queryKeys } from '@app/shared-contracts';
import { joinMessages } from '@app/shared-contracts/errors';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { CourseAccess } from './course-access';

const course = sampleCourse({ id: 5, name: 'فيزياء الثالث', pay_type: 'lectures', joined: false });
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

function withJoinReply(reply: FakeReply) {
  api = fakeApi(({ url }) => {
    if (url === '/courses/5/join') return reply;
    return { status: 404 };
  });
}

async function openAndConfirm(seed?: (client: QueryClient) => void) {
  const view = renderPage(<CourseAccess course={course} />, { url: '/courses', user: { my_courses: [] } });
  seed?.(view.client);
  await userEvent.click(screen.getByRole('button', { name: messages.access.join }));
  const dialog = await screen.findByRole('alertdialog', { name: messages.access.joinTitle });
  expect(dialog).toHaveTextContent(messages.access.joinQuestion(course.name));
  await userEvent.click(screen.getByRole('button', { name: messages.access.joinConfirm }));
  return view;
}

describe('join confirmation dialog (pay_type lectures)', () => {
  it('joins, writes the answer into its own copies by key (lists marked stale), and lands on the course', async () => {
    withJoinReply({ status: 200, data: { data: { ...course, joined: true, users_count: 9 } } });
    const listKey = queryKeys.catalogue.courses({ search: 'x' });
    const other = sampleCourse({ id: 6 });
    const { client } = await openAndConfirm((c) => {
      c.setQueryData(listKey, { pages: [{ data: [course, other] }], pageParams: [1] });
      c.setQueryData(queryKeys.catalogue.myCourses(), [other]);
    });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location', hidden: true })).toHaveTextContent('/courses/5'),
    );
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /courses/5/join']);
    // decision 0033: no shape-matching walk through every cached list; they are read again when shown
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(client.getQueryData<{ id: number }[]>(queryKeys.catalogue.myCourses())?.map((c) => c.id)).toEqual([
      5, 6,
    ]);
  });

  it('shows LIMIT_EXCEEDED and stays open', async () => {
    withJoinReply({ status: 409, data: { error: 'LIMIT_EXCEEDED' } });
    await openAndConfirm();
    expect(await screen.findByRole('alert')).toHaveTextContent(joinMessages.LIMIT_EXCEEDED);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('goes to the course on ALREADY_JOINED', async () => {
    withJoinReply({ status: 409, data: { error: 'ALREADY_JOINED' } });
    await openAndConfirm();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location', hidden: true })).toHaveTextContent('/courses/5'),
    );
  });

  it('shows the generic join failure otherwise', async () => {
    withJoinReply({ status: 500 });
    await openAndConfirm();
    expect(await screen.findByRole('alert')).toHaveTextContent(joinMessages.fallback);
  });

  it('sends a guest to login with the course', async () => {
    api = fakeApi(() => ({ status: 500 }));
    renderPage(<CourseAccess course={course} />, { url: '/courses', user: null });
    await userEvent.click(screen.getByRole('button', { name: messages.access.join }));
    expect(screen.getByRole('status', { name: 'location', hidden: true })).toHaveTextContent(
      '/login?course=5',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('is disabled once joined', () => {
    renderPage(<CourseAccess course={{ ...course, joined: true }} />);
    expect(screen.getByRole('button', { name: messages.access.joinedButton })).toBeDisabled();
  });
});
