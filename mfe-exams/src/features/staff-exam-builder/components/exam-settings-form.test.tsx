import { fakeApi } from '@app/dev-kit/fixtures';
import { renderPage } from '@app/dev-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { ExamSettingsForm } from './exam-settings-form';

const t = messages.staffExams.settings;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const course = (id: number, name: string) => ({ id, name, teachers: [{ id: 1, name: 'أ. سامي' }] });

describe('the exam settings form', () => {
  it('takes the course and the homework lecture by name, and sends their ids', async () => {
    api = fakeApi((call) => {
      if (call.url === '/staff/catalogue/courses') {
        const q = String((call.params as { q?: string } | undefined)?.q ?? '');
        const all = [course(3, 'فيزياء الصف الثالث'), course(4, 'كيمياء الصف الثالث')];
        const items = all.filter((c) => c.name.includes(q));
        return { status: 200, data: { items, total: items.length, page: 1, per_page: 20 } };
      }
      if (call.url === '/staff/courses/3/lectures')
        return {
          status: 200,
          data: {
            course: { id: 3, name: 'فيزياء الصف الثالث' },
            items: [
              { id: 31, name: 'قانون أوم' },
              { id: 32, name: 'الدوائر الكهربية' },
            ],
          },
        };
      if (call.method === 'POST') return { status: 201, data: { id: 9 } };
      return { status: 404, data: { message: 'x' } };
    });
    renderPage(<ExamSettingsForm />, { url: '/staff/exams/new', user: { staff_role: 'teacher' } });
    // zag writes typed text back on the next frame: keys need a small pause in jsdom
    const user = userEvent.setup({ delay: 20 });
    const lecture = screen.getByRole('combobox', { name: t.lecture });
    expect(lecture).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: t.course }), 'فيزياء');
    await user.click(await screen.findByRole('option', { name: /فيزياء الصف الثالث/ }));
    expect(screen.getByRole('combobox', { name: t.course })).toHaveValue('فيزياء الصف الثالث');
    await waitFor(() => expect(lecture).toBeEnabled());
    await user.click(lecture);
    await user.click(await screen.findByRole('option', { name: 'الدوائر الكهربية' }));
    await user.type(screen.getByRole('textbox', { name: t.name }), 'واجب الدوائر');
    await user.click(screen.getByRole('button', { name: t.createSubmit }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        name: 'واجب الدوائر',
        course_id: '3',
        lecture_id: '32',
      }),
    );
    expect(api.calls.find((c) => c.url === '/staff/catalogue/courses')?.params).toMatchObject({
      q: 'فيزياء',
    });
  });
});
