import { fakeApi } from '@app/dev-kit/fixtures';
import { renderPage } from '@app/dev-kit/testing';
import type { StaffExamResult } from '@app/shared-contracts';
import { screen } from '@testing-library/react';
import { messages } from '../messages';
import ExamResultsPage from './exam-results-page';

const t = messages.staffMarking.results;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const row: StaffExamResult = {
  session_id: 7,
  student: { id: 9, name: 'منى علي', email: 'mona@example.com' },
  mark: 4,
  total_mark: 5,
  percentage: 80,
  succeeded: true,
  corrected: true,
  time_taken: 754,
  attempt: 2,
  submitted_at: '2026-11-26T08:00:00.000Z',
  submitted_by: 'deadline',
};

describe('the results page', () => {
  it('lists each paper with its mark, state, attempt and who submitted it, and links the analysis', async () => {
    api = fakeApi(() => ({
      status: 200,
      data: {
        items: [row],
        total: 1,
        page: 1,
        per_page: 20,
        exam: { id: 3, name: 'امتحان الكهربية', pass_percentage: 50, total_mark: 5 },
      },
    }));
    renderPage(<ExamResultsPage />, {
      url: '/staff/exams/3/results',
      path: '/staff/exams/:examId/results',
      user: { groupId: 1 },
    });
    await screen.findByRole('table', { name: t.caption });
    expect(await screen.findByRole('cell', { name: 'منى علي' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: t.markOf(4, 5) })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: t.by.deadline })).toBeInTheDocument();
    expect(screen.getByText(t.passed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.analysis })).toHaveAttribute('href', '/staff/exams/3/analysis');
    expect(api.calls[0]?.url).toBe('/staff/exams/3/results');
  });
});
