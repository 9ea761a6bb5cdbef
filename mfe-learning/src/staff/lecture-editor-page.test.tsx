import { fakeApi } from '@app/dev-kit/fixtures';
import type { StaffLectureDetail } from '@app/shared-contracts/schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import LectureEditorPage from './lecture-editor-page';

const t = messages.staffLectures;
let api: ReturnType<typeof fakeApi>;
let spy: { mockRestore: () => void } | undefined;
afterEach(() => {
  api?.restore();
  spy?.mockRestore();
});

const detail: StaffLectureDetail = {
  lecture: {
    id: 9,
    course_id: 3,
    name: 'الحركة الدائرية',
    description: '',
    image_url: null,
    price: 25,
    repurchasable: false,
    repurchase_price: null,
    expiry_days: 30,
    preview: false,
    paycard_disabled: false,
    published: false,
    position: 1,
  },
  course: { id: 3, name: 'فيزياء الصف الثالث' },
  items: [
    {
      type: 'video',
      id: 5,
      name: 'الشرح',
      position: 1,
      views_limit: 3,
      attendance_required: false,
      attendance_chip_text: null,
      hide_attendance_chips: false,
      ready: false,
    },
    { type: 'note', id: 7, name: 'ملزمة', position: 2, size: 100, extension: 'pdf' },
  ],
  free_exams: [{ id: 11, name: 'اختبار الفصل' }],
};

// jsdom lays nothing out: each row a 40 px box by its place, so dnd-kit's keyboard finds the next.
function layOutRows() {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const li = this.closest('li');
    const top = li?.parentElement ? Array.from(li.parentElement.children).indexOf(li) * 40 : 0;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 300,
      bottom: top + 40,
      width: 300,
      height: 40,
      toJSON: () => ({}),
    };
  });
}

const show = (role: 'admin' | 'assistant' | 'teacher' = 'teacher') =>
  renderPage(<LectureEditorPage />, {
    url: '/staff/lectures/9',
    path: '/staff/lectures/:lectureId',
    user: { groupId: null, staff_role: role },
  });

describe('the lecture editor', () => {
  it('lists the items in order, a video without media marked; publishes the draft', async () => {
    api = fakeApi((call) =>
      call.method === 'PUT'
        ? { status: 200, data: { data: { ...detail.lecture, published: true } } }
        : { status: 200, data: detail },
    );
    show();
    const list = await screen.findByRole('list', { name: t.items.label });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('الشرح'),
      expect.stringContaining('ملزمة'),
    ]);
    expect(within(rows[0]!).getByText(t.items.notReady)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.publish('الحركة الدائرية') }));
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({
          method: 'PUT',
          url: '/staff/lectures/9/published',
          body: { published: true },
        }),
      ),
    );
  });

  it('reorders the items by keyboard and saves the one mixed order', async () => {
    spy = layOutRows();
    api = fakeApi((call) =>
      call.method === 'PUT' ? { status: 200, data: { items: [] } } : { status: 200, data: detail },
    );
    show();
    const user = userEvent.setup();
    const handle = await screen.findByRole('button', { name: 'نقل فيديو الشرح' });
    handle.focus();
    await user.keyboard(' ');
    await act(async () => {});
    await user.keyboard('{ArrowDown}');
    await act(async () => {});
    await user.keyboard(' ');
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({
          method: 'PUT',
          url: '/staff/lectures/9/items/order',
          body: {
            items: [
              { type: 'note', id: 7 },
              { type: 'video', id: 5 },
            ],
          },
        }),
      ),
    );
  });

  it('refuses a repurchasable lecture without its price in Arabic before calling; shows a 422 under its field', async () => {
    api = fakeApi((call) =>
      call.method === 'PUT'
        ? { status: 422, data: { message: 'x', errors: { name: ['الاسم مستخدم'] } } }
        : { status: 200, data: detail },
    );
    show('assistant');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: t.form.title });
    await user.click(within(form).getByRole('checkbox', { name: t.form.repurchasable }));
    await user.click(within(form).getByRole('button', { name: t.form.submit }));
    expect(await within(form).findByText('أدخل سعر إعادة الشراء')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.type(within(form).getByRole('textbox', { name: t.form.repurchasePrice }), '10');
    await user.click(within(form).getByRole('button', { name: t.form.submit }));
    expect(await within(form).findByText('الاسم مستخدم')).toBeInTheDocument();
    // An assistant removes nothing: no delete buttons for the video or the note.
    expect(screen.queryByRole('button', { name: t.items.remove('الشرح') })).not.toBeInTheDocument();
  });

  it("sends a picked image at once and shows the api's reason when it is refused", async () => {
    api = fakeApi((call) =>
      call.method === 'PUT'
        ? { status: 422, data: { message: 'x', errors: { image: ['الملف ليس صورة'] } } }
        : { status: 200, data: detail },
    );
    show();
    const picker = await screen.findByLabelText(t.image.label);
    await userEvent.upload(picker, new File(['x'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByText('الملف ليس صورة')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'PUT', url: '/staff/lectures/9/image' }),
    );
  });

  it('adds a video by its name and attaches an exam of the course', async () => {
    api = fakeApi((call) => {
      if (call.method === 'POST' && call.url.endsWith('/videos'))
        return { status: 201, data: { data: { ...detail.items[0], id: 6, name: 'المراجعة' } } };
      if (call.method === 'POST')
        return {
          status: 200,
          data: { data: { type: 'exam', id: 11, name: 'x', position: 3, kind: 'exam' } },
        };
      return { status: 200, data: detail };
    });
    show();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: t.video.title });
    await user.type(within(form).getByRole('textbox', { name: t.video.name }), 'المراجعة');
    await user.click(within(form).getByRole('button', { name: t.video.submit }));
    expect(await screen.findByText(t.video.created('المراجعة'), { exact: false })).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/staff/lectures/9/videos',
        body: expect.objectContaining({ name: 'المراجعة' }),
      }),
    );
    const exam = screen.getByRole('form', { name: t.exam.title });
    await user.click(within(exam).getByRole('button', { name: t.exam.submit }));
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({ method: 'POST', url: '/staff/lectures/9/exams/11' }),
      ),
    );
  });
});
