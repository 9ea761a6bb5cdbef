import { fakeApi } from '@app/dev-kit/fixtures';
import type { StaffCourseLectures, StaffLecture } from '@app/shared-contracts/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import CourseLecturesPage from './course-lectures-page';

const t = messages.staffLectures;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const lecture = (id: number, name: string, published: boolean): StaffLecture => ({
  id,
  course_id: 3,
  name,
  description: '',
  image_url: null,
  price: 20,
  repurchasable: false,
  repurchase_price: null,
  expiry_days: null,
  preview: false,
  paycard_disabled: false,
  published,
  position: id,
});
const list: StaffCourseLectures = {
  course: { id: 3, name: 'فيزياء' },
  items: [lecture(1, 'المقدمة', true), lecture(2, 'القوى', false)],
};

const show = (role: 'admin' | 'assistant' | 'teacher') =>
  renderPage(<CourseLecturesPage />, {
    url: '/staff/courses/3/lectures',
    path: '/staff/courses/:courseId/lectures',
    user: { groupId: null, staff_role: role },
  });

describe("a course's lectures", () => {
  it('shows each lecture as published or draft; an assistant may publish but not delete', async () => {
    api = fakeApi((call) =>
      call.method === 'PUT'
        ? { status: 200, data: { data: lecture(2, 'القوى', true) } }
        : { status: 200, data: list },
    );
    show('assistant');
    const rows = within(await screen.findByRole('list', { name: t.listLabel })).getAllByRole('listitem');
    expect(within(rows[0]!).getByText(t.published)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(t.draft)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.remove('القوى') })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.publish('القوى') }));
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({ url: '/staff/lectures/2/published', body: { published: true } }),
      ),
    );
  });

  it('adds a lecture with the form: a name is required, then it is created', async () => {
    api = fakeApi((call) =>
      call.method === 'POST'
        ? { status: 201, data: { data: lecture(4, 'الطاقة', false) } }
        : { status: 200, data: list },
    );
    show('teacher');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: t.addTitle });
    // The course's teacher may delete (the api checks it is theirs).
    expect(screen.getByRole('button', { name: t.remove('المقدمة') })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: t.form.create }));
    expect(within(form).getByRole('textbox', { name: t.form.name })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(form).getByRole('textbox', { name: t.form.name }), 'الطاقة');
    await user.click(within(form).getByRole('button', { name: t.form.create }));
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          url: '/staff/courses/3/lectures',
          body: expect.objectContaining({ name: 'الطاقة', price: 0 }),
        }),
      ),
    );
  });
});
