import { fakeApi, sampleExam, sampleExamSession, sampleQuestion } from '@app/dev-kit/fixtures';
import { MemoryRouter } from '@app/router';
import type { ExamSessionResponse } from '@app/shared-contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { retryDelayMs } from '../hooks/use-submit-flow';
import { SessionView } from './session-view';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const result = {
  corrected: true,
  succeeded: true,
  correction_mark: 1,
  total_mark: 1,
  correction_percentage: 100,
  correct_answer_attempts: 1,
  wrong_answer_attempts: 0,
  time_taken: 60,
};
const running = (remaining: number): ExamSessionResponse => ({
  session: sampleExamSession({ token: 'tok', remaining_seconds: remaining }),
  exam: sampleExam(),
  questions: [sampleQuestion()],
  answer_attempts: [],
  result: null,
});
const closed: ExamSessionResponse = {
  ...running(0),
  session: sampleExamSession({
    token: 'tok',
    active: false,
    remaining_seconds: 0,
    submitted_at: '2025-01-05T10:30:00.000Z',
  }),
  result,
};

function renderSession() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SessionView token="tok" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('auto-submit when the time runs out', () => {
  it('says the answers are not sent while the network is down, retries, and shows the result the server has', async () => {
    let network = false;
    let serverClosed = false;
    api = fakeApi(({ method, url }) => {
      const first = api.calls.length === 1;
      if (!first && !network) throw new TypeError('Failed to fetch');
      if (method === 'GET') return { status: 200, data: serverClosed ? closed : running(1) };
      // The network is back but the submit still fails; the server's sweep closed the session.
      if (url === '/exams/session/submit') return { status: 503, data: { error: 'SERVER_ERROR' } };
      return { status: 200, data: { remaining_seconds: 0, answer_attempts: [] } };
    });
    renderSession();
    expect(await screen.findByRole('timer', { name: 'الوقت المتبقي' })).toBeInTheDocument();
    expect(
      await screen.findByText(/لم تصل إجاباتك إلى الخادم بعد/, undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('تم إرسال الإجابات بنجاح')).toBeNull();
    expect(screen.queryByText('لم تُعلن النتيجة بعد')).toBeNull();
    expect(api.calls.filter((c) => c.url === '/exams/session/submit')).toHaveLength(2);

    network = true;
    serverClosed = true;
    act(() => window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'تم تسليم الامتحان' })).toBeInTheDocument();
    expect(screen.getByText('ناجح')).toBeInTheDocument();
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
  });

  it('a session whose time ran out but that the server has not closed yet is submitted, not shown without a result', async () => {
    const overdue = {
      ...running(0),
      session: { ...running(0).session, active: false, remaining_seconds: 0 },
    };
    let submitted = false;
    api = fakeApi(({ method }) => {
      if (method === 'GET') return { status: 200, data: submitted ? closed : overdue };
      submitted = true;
      return { status: 200, data: { result, answer_attempts: [], questions: [sampleQuestion()] } };
    });
    renderSession();
    expect(await screen.findByText('تم إرسال الإجابات بنجاح')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'تم تسليم الامتحان' })).toBeInTheDocument();
    expect(screen.getByText('ناجح')).toBeInTheDocument();
    expect(submitted).toBe(true);
  });

  it('backs off between tries: 2 s, 4 s, 8 s … never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
