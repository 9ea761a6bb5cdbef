import { fakeApi } from '@app/dev-kit/fixtures';
import type { StaffStudentDetail } from '@app/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import StudentPage from './student-page';

const t = messages.student;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const detail = (blocked = false): StaffStudentDetail => ({
  profile: {
    id: 7,
    name: 'سلمى فريد',
    email: 'salma@example.com',
    phone: '+201012345678',
    grade: { id: 1, name: 'الصف الأول الثانوي' },
    wallet_address: '123456789012',
    blocked,
    created_at: '2026-11-01T08:00:00.000Z',
    parent_phone: null,
    governorate: 'القاهرة',
    area: null,
    speciality: null,
    center_name: null,
    profile_qr_code: 'QR-SALMA-1',
    email_verified: true,
    blocked_at: blocked ? '2026-11-26T08:00:00.000Z' : null,
  },
  courses: [{ id: 3, name: 'فيزياء', kind: 'free', pay_by: null, since: '2026-11-02T08:00:00.000Z' }],
  lectures: [
    {
      id: 4,
      name: 'الحركة',
      course: { id: 3, name: 'فيزياء' },
      pay_by: 'free',
      expires_at: null,
      since: '2026-11-02T08:00:00.000Z',
    },
  ],
  views: [
    {
      video: { id: 5, name: 'شرح الحركة' },
      lecture: { id: 4, name: 'الحركة' },
      counted_views: 2,
      views_limit: 3,
      seen_at: null,
      updated_at: '2026-11-03T08:00:00.000Z',
    },
  ],
  exam_results: [],
  sessions: [
    { id: 9, created_at: '2026-11-20T08:00:00.000Z', last_used_at: null, user_agent: 'Mozilla/5.0 Android' },
  ],
});

function serve() {
  let blocked = false;
  api = fakeApi(({ method, url, body, params }) => {
    if (method === 'GET' && url === '/staff/students/7') return { status: 200, data: detail(blocked) };
    if (method === 'POST' && url === '/staff/students/7/block') {
      blocked = true;
      return { status: 200, data: { message: 'تم إيقاف الحساب', changed: true } };
    }
    if (method === 'POST' && url === '/staff/students/7/lectures/4/grant') {
      expect(body).toEqual({ days: 30 });
      return { status: 200, data: { message: 'تمت إضافة المحاضرة للطالب', changed: true } };
    }
    if (method === 'POST' && url === '/staff/students/7/courses/3/grant')
      return { status: 200, data: { message: 'تمت إضافة الدورة للطالب', changed: true } };
    // the grant forms' pickers: courses by name, then the chosen course's lectures
    if (method === 'GET' && url === '/staff/catalogue/courses') {
      const items = [
        { id: 3, name: 'فيزياء', teachers: [{ id: 1, name: 'أ. سامي' }] },
        { id: 5, name: 'كيمياء', teachers: [] },
      ].filter((c) => c.name.includes(String((params as { q?: string } | undefined)?.q ?? '')));
      return { status: 200, data: { items, total: items.length, page: 1, per_page: 20 } };
    }
    if (method === 'GET' && url === '/staff/courses/3/lectures')
      return {
        status: 200,
        data: {
          course: { id: 3, name: 'فيزياء' },
          items: [
            { id: 4, name: 'الحركة' },
            { id: 6, name: 'القوى' },
          ],
        },
      };
    if (method === 'POST' && url === '/staff/messages')
      return { status: 200, data: { message: 'تم الإرسال', sent: 1 } };
    return { status: 404, data: { error: 'NOT_FOUND' } };
  });
}
const open = () =>
  renderPage(<StudentPage />, {
    url: '/staff/students/7',
    path: '/staff/students/:id',
    user: { groupId: 2 },
  });

describe("a student's page", () => {
  it('shows the profile, courses, lectures, views and sessions', async () => {
    serve();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'سلمى فريد' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: t.coursesCaption })).toHaveTextContent('فيزياء');
    expect(screen.getByRole('table', { name: t.lecturesCaption })).toHaveTextContent(t.forever);
    expect(screen.getByRole('table', { name: t.viewsCaption })).toHaveTextContent(t.viewsOf(2, 3));
    expect(screen.getByRole('table', { name: t.sessionsCaption })).toHaveTextContent('Mozilla/5.0 Android');
    expect(screen.getByText(t.noExams)).toBeInTheDocument();
  });

  it('blocks only after the question is confirmed', async () => {
    serve();
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.block }));
    const dialog = await screen.findByRole('alertdialog', { name: t.blockQuestion });
    expect(api.calls.some((c) => c.url.endsWith('/block'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(await screen.findByRole('button', { name: t.unblock })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url.endsWith('/block'))).toHaveLength(1);
  });

  it('grants a course picked by its name, not by its id', async () => {
    serve();
    open();
    // zag writes typed text back on the next frame: keys need a small pause in jsdom
    const user = userEvent.setup({ delay: 20 });
    const form = await screen.findByRole('form', { name: t.grantCourse });
    await user.click(within(form).getByRole('button', { name: t.grantCourse }));
    expect(api.calls.some((c) => c.url.includes('/grant'))).toBe(false);
    await user.type(within(form).getByRole('combobox', { name: t.courseId }), 'فيز');
    await user.click(await screen.findByRole('option', { name: /فيزياء/ }));
    await user.click(within(form).getByRole('button', { name: t.grantCourse }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.url === '/staff/students/7/courses/3/grant')).toBe(true),
    );
    expect(api.calls.find((c) => c.url === '/staff/catalogue/courses')?.params).toMatchObject({ q: 'فيز' });
  });

  it('grants a lecture picked in its course, with days, refusing days out of bounds first', async () => {
    serve();
    open();
    const user = userEvent.setup({ delay: 20 });
    const form = await screen.findByRole('form', { name: t.grantLecture });
    const lecture = within(form).getByRole('combobox', { name: t.lectureId });
    expect(lecture).toBeDisabled();
    await user.type(within(form).getByRole('combobox', { name: t.lectureCourse }), 'فيز');
    await user.click(await screen.findByRole('option', { name: /فيزياء/ }));
    await waitFor(() => expect(lecture).toBeEnabled());
    await user.type(lecture, 'الحر');
    await user.click(await screen.findByRole('option', { name: 'الحركة' }));
    await user.type(within(form).getByRole('textbox', { name: t.days }), '0');
    await user.click(within(form).getByRole('button', { name: t.grantLecture }));
    expect(await within(form).findByText('يجب ألا تقل القيمة عن 1')).toBeInTheDocument();
    expect(api.calls.some((c) => c.url.includes('/grant'))).toBe(false);
    await user.clear(within(form).getByRole('textbox', { name: t.days }));
    await user.type(within(form).getByRole('textbox', { name: t.days }), '٣٠');
    await user.click(within(form).getByRole('button', { name: t.grantLecture }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.url === '/staff/students/7/lectures/4/grant')).toBe(true),
    );
  });

  it('sends this student a message with an Idempotency-Key', async () => {
    serve();
    open();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: messages.staffMessages.formTitle });
    await user.click(within(form).getByRole('button', { name: messages.staffMessages.send }));
    expect(await within(form).findByText('لا يمكنك ترك الحقل فارغاً')).toBeInTheDocument();
    await user.type(
      within(form).getByRole('textbox', { name: messages.staffMessages.messageTitle }),
      'موعد الحصة',
    );
    await user.click(within(form).getByRole('button', { name: messages.staffMessages.send }));
    await waitFor(() => expect(api.calls.some((c) => c.url === '/staff/messages')).toBe(true));
    const sent = api.calls.find((c) => c.url === '/staff/messages');
    expect(sent?.body).toEqual({ target: { kind: 'student', student_id: 7 }, title: 'موعد الحصة' });
    expect((sent?.headers as Record<string, unknown> | undefined)?.['Idempotency-Key']).toBeTruthy();
  });

  it('an unknown student says so', async () => {
    api = fakeApi(() => ({ status: 404, data: { error: 'NOT_FOUND' } }));
    open();
    expect(await screen.findByText(t.notFound)).toBeInTheDocument();
  });
});
