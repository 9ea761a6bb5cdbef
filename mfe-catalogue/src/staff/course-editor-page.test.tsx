import { fakeApi } from '@app/dev-kit/fixtures';
import type { StaffCatalogueOptions, StaffCourse } from '@app/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CourseFormFrame } from '../features/staff-catalogue/components/course-form-frame';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import CourseEditorPage from './course-editor-page';

const t = messages.staffCatalogue.editor;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const options: StaffCatalogueOptions = {
  grades: [{ id: 1, name: 'الصف الأول الثانوي' }],
  categories: [{ id: 2, name: 'الفيزياء' }],
  teachers: [
    { id: 5, name: 'أ. سارة' },
    { id: 6, name: 'أ. محمود' },
  ],
  own_teacher_id: 5,
};
const course: StaffCourse = {
  id: 7,
  name: 'فيزياء المراجعة',
  description: '',
  image_url: '/uploads/courses/a.webp',
  image_width: 1280,
  image_height: 720,
  pay_type: 'course',
  price: 150,
  show_preview: false,
  featured: false,
  position: 0,
  published: false,
  grades: [],
  categories: [],
  teachers: [{ id: 5, name: 'أ. سارة' }],
  created_at: '2026-11-26T08:00:00.000Z',
};

describe('the course editor', () => {
  it('a teacher makes a draft: the contract refuses a blank name, then it is sent with the teacher ticked', async () => {
    api = fakeApi((call) => {
      if (call.url === '/staff/catalogue/options') return { status: 200, data: options };
      if (call.method === 'POST') return { status: 201, data: { data: { ...course, id: 8 } } };
      return { status: 200, data: { data: { ...course, id: 8 } } };
    });
    renderPage(<CourseEditorPage />, { url: '/staff/courses/new', path: '/staff/courses/:id' });
    const form = await screen.findByRole('form', { name: t.newTitle });
    // the teacher's own name is ticked and cannot be unticked
    expect(within(form).getByRole('combobox', { name: t.payType })).toHaveValue('course');
    expect(within(form).getByRole('checkbox', { name: 'أ. سارة' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'أ. سارة' })).toBeDisabled();
    await userEvent.click(within(form).getByRole('button', { name: t.create }));
    expect(await screen.findByText('لا يمكنك ترك الحقل فارغاً')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(form).getByRole('textbox', { name: t.name }), 'كيمياء');
    await userEvent.clear(within(form).getByRole('textbox', { name: t.price }));
    await userEvent.type(within(form).getByRole('textbox', { name: t.price }), '90');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'الفيزياء' }));
    await userEvent.click(within(form).getByRole('button', { name: t.create }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'كيمياء',
      price: 90,
      category_ids: [2],
      teacher_ids: [5],
    });
  });

  it('an existing draft: its cover at its size, publish, and the link to its lectures', async () => {
    api = fakeApi((call) => {
      if (call.url === '/staff/catalogue/options') return { status: 200, data: options };
      if (call.method === 'PUT') return { status: 200, data: { data: { ...course, published: true } } };
      return { status: 200, data: { data: course } };
    });
    renderPage(<CourseEditorPage />, { url: '/staff/courses/7', path: '/staff/courses/:id' });
    const cover = await screen.findByRole('img', { name: t.coverAlt(course.name) });
    expect(cover).toHaveAttribute('width', '1280');
    expect(cover).toHaveAttribute('height', '720');
    expect(screen.getByRole('link', { name: t.lectures })).toHaveAttribute(
      'href',
      '/staff/courses/7/lectures',
    );
    await userEvent.click(screen.getByRole('button', { name: t.publish }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: '/staff/catalogue/courses/7/published',
        body: { published: true },
      }),
    );
  });

  it('shows the api’s 422 under its field', async () => {
    api = fakeApi((call) => {
      if (call.url === '/staff/catalogue/options') return { status: 200, data: options };
      if (call.method === 'PUT')
        return {
          status: 422,
          data: { message: 'x', errors: { grade_ids: ['اختيار غير موجود، حدّث الصفحة'] } },
        };
      return { status: 200, data: { data: course } };
    });
    renderPage(<CourseEditorPage />, { url: '/staff/courses/7', path: '/staff/courses/:id' });
    const form = await screen.findByRole('form', { name: t.editTitle });
    await userEvent.click(within(form).getByRole('button', { name: t.save }));
    expect(await screen.findByText('اختيار غير موجود، حدّث الصفحة')).toBeInTheDocument();
  });

  it("shows the course's fields before the form's code is here, without taking input", () => {
    const described = { ...course, description: 'مراجعة الباب الأول' };
    renderPage(<CourseFormFrame course={described} options={options} onSaved={() => {}} />);
    const form = screen.getByRole('form', { name: t.editTitle });
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(within(form).getByRole('textbox', { name: t.name })).toHaveValue(course.name);
    expect(within(form).getByRole('textbox', { name: t.description })).toHaveValue('مراجعة الباب الأول');
    expect(within(form).getByRole('textbox', { name: t.description })).toBeDisabled();
    expect(within(form).getByRole('checkbox', { name: 'أ. سارة' })).toBeChecked();
    expect(within(form).getByRole('button', { name: t.save })).toBeDisabled();
  });
});
