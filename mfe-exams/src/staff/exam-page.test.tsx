import { fakeApi } from '@app/dev-kit/fixtures';
import { renderPage } from '@app/dev-kit/testing';
import type { StaffExam, StaffExamBankQuestion } from '@app/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import ExamPage from './exam-page';

const t = messages.staffExams;
const p = t.picker;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const q = (id: number, text: string): StaffExamBankQuestion => ({
  id,
  type: 'choices',
  text,
  image_url: null,
  marks: 1,
  chapter: 'الكهربية',
  lesson: null,
  difficulty: 'easy',
  course_id: null,
});
const draft: StaffExam = {
  id: 7,
  name: 'امتحان الكهربية',
  description: '',
  kind: 'exam',
  status: 'draft',
  course: null,
  lecture: null,
  teacher: null,
  exam_code: 'PHYS07',
  starts_at: null,
  ends_at: null,
  duration: 30,
  max_attempts: 1,
  show_result: true,
  show_detailed_result: true,
  shuffle_questions: false,
  shuffled_answers: false,
  enable_images_answers: false,
  pass_percentage: 50,
  published_at: null,
  picks: [q(1, 'ما وحدة المقاومة؟')],
  draw_rules: [],
  questions_per_student: 1,
  sessions_count: 0,
  overrides: [],
};

describe('the exam page', () => {
  it('picks a bank question, adds a draw rule and saves both; publishing asks first', async () => {
    api = fakeApi((call) => {
      if (call.url === '/staff/exams/7/bank-questions')
        return {
          status: 200,
          data: {
            items: [q(1, 'ما وحدة المقاومة؟'), q(2, 'اذكر قانون أوم')],
            total: 2,
            page: 1,
            per_page: 20,
          },
        };
      if (call.method === 'PUT') return { status: 200, data: draft };
      if (call.url === '/staff/exams/7/publish')
        return { status: 200, data: { ...draft, status: 'published' } };
      return { status: 200, data: draft };
    });
    renderPage(<ExamPage />, {
      url: '/staff/exams/7',
      path: '/staff/exams/:examId',
      user: { staff_role: 'teacher' },
    });
    const bank = await screen.findByRole('list', { name: p.bank });
    expect(await within(bank).findByText(p.added)).toBeInTheDocument();
    await userEvent.click(within(bank).getByRole('button', { name: p.add('اذكر قانون أوم') }));
    expect(within(screen.getByRole('list', { name: p.chosen })).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: p.addRule }));
    const rule = screen.getByRole('group', { name: `${p.rules} 1` });
    const count = within(rule).getByRole('textbox', { name: p.count });
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    await userEvent.type(within(rule).getByRole('textbox', { name: p.chapter }), 'الكهربية');
    expect(screen.getByText(p.perStudent(5))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: p.save }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        picks: [1, 2],
        draw_rules: [{ count: '3', chapter: 'الكهربية', lesson: null, difficulty: null }],
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: t.actions.publish }));
    const dialog = await screen.findByRole('alertdialog');
    expect(api.calls.some((c) => c.url.endsWith('/publish'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: t.actions.publish }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.url === '/staff/exams/7/publish')).toBe(true));
  });

  it('a published exam shows its fixed questions, the override form and the results links', async () => {
    api = fakeApi(() => ({ status: 200, data: { ...draft, status: 'published' } }));
    renderPage(<ExamPage />, {
      url: '/staff/exams/7',
      path: '/staff/exams/:examId',
      user: { staff_role: 'teacher' },
    });
    expect(await screen.findByText(p.locked)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.actions.results })).toHaveAttribute(
      'href',
      '/staff/exams/7/results',
    );
    expect(screen.getByRole('link', { name: t.actions.analysis })).toHaveAttribute(
      'href',
      '/staff/exams/7/analysis',
    );
    expect(screen.getByRole('form', { name: t.override.title })).toBeInTheDocument();
  });
});
