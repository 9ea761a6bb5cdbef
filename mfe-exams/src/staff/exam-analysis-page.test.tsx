import { fakeApi } from '@app/dev-kit/fixtures';
import { renderPage } from '@app/dev-kit/testing';
import type { StaffExamAnalysis } from '@app/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import ExamAnalysisPage from './exam-analysis-page';

const t = messages.staffMarking.analysis;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const analysis: StaffExamAnalysis = {
  exam: { id: 3, name: 'امتحان الكهربية', pass_percentage: 50, total_mark: 5 },
  sessions: 4,
  pending: 1,
  pass_rate: 0.75,
  average_percentage: 62.5,
  distribution: Array.from({ length: 10 }, (_, i) => ({
    from: i * 10,
    to: i * 10 + 10,
    count: i === 9 ? 3 : 0,
  })),
  questions: [
    {
      id: 11,
      position: 1,
      type: 'choices',
      text: 'وحدة المقاومة؟',
      mark: 2,
      answered: 4,
      right_share: 0.5,
      discrimination: 1,
      top_wrong: { id: 22, text: 'فولت', chosen: 2 },
      choices: [
        { id: 21, text: 'أوم', correct: true, chosen: 2 },
        { id: 22, text: 'فولت', correct: false, chosen: 2 },
      ],
    },
    {
      id: 12,
      position: 2,
      type: 'essay',
      text: 'اشرح قانون أوم',
      mark: 2,
      answered: 4,
      right_share: 0.25,
      discrimination: null,
      top_wrong: null,
      choices: [],
    },
  ],
};

describe('the analysis page', () => {
  it('shows the figures, the histogram and each question; a corrected key says how many results changed', async () => {
    api = fakeApi((call) =>
      call.method === 'PUT'
        ? { status: 200, data: { message: 'ok', sessions: 5, changed: 3 } }
        : { status: 200, data: analysis },
    );
    renderPage(<ExamAnalysisPage />, {
      url: '/staff/exams/3/analysis',
      path: '/staff/exams/:examId/analysis',
      user: { groupId: 1 },
    });
    expect(await screen.findByRole('heading', { name: t.heading('امتحان الكهربية') })).toBeInTheDocument();
    expect(screen.getByText('75%')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: t.questions });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('50%');
    expect(rows[1]).toHaveTextContent('1.00');
    expect(rows[1]).toHaveTextContent('فولت (2)');
    expect(rows[2]).toHaveTextContent(t.essay);
    await userEvent.click(within(rows[1]!).getByRole('button', { name: t.correctKeyOf(1) }));
    const dialog = await screen.findByRole('dialog', { name: messages.staffMarking.key.title(1) });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /فولت/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: messages.staffMarking.key.save }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ correct_answer_ids: [21, 22] }),
    );
    expect(api.calls.find((c) => c.method === 'PUT')?.url).toBe('/staff/exams/3/questions/11/key');
    expect(await within(dialog).findByText('أعيد التصحيح وتغيرت 3 نتائج')).toBeInTheDocument();
  });
});
