import { MemoryRouter } from '@app/router';
import type { ExamSessionResponse } from '@app/shared-contracts';
import {
  type FakeCall,
  fakeApi,
  sampleExam,
  sampleExamSession,
  sampleQuestion,
} from '@app/shared-contracts/fixtures';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionView } from './session-view';

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
});

const questions = [
  sampleQuestion({ id: 1, text: 'السؤال الأول' }),
  sampleQuestion({ id: 2, type: 'essay', text: 'اشرح قانون أوم', answers: [] }),
  sampleQuestion({ id: 3, text: 'السؤال الثالث' }),
];
const running = (remaining = 1800): ExamSessionResponse => ({
  session: sampleExamSession({ token: 'tok', remaining_seconds: remaining }),
  exam: sampleExam(),
  questions,
  answer_attempts: [],
  result: null,
});
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

function serve(remaining = 1800) {
  let submittedAt = 0;
  api = fakeApi(({ method, url }) => {
    if (method === 'GET')
      return {
        status: 200,
        data: submittedAt
          ? {
              ...running(0),
              session: sampleExamSession({
                token: 'tok',
                active: false,
                submitted_at: '2026-01-01T10:00:00Z',
              }),
              result,
            }
          : running(remaining),
      };
    if (url === '/exams/session/submit') {
      submittedAt = Date.now();
      return { status: 200, data: { result, answer_attempts: [], questions } };
    }
    return { status: 200, data: { remaining_seconds: remaining, answer_attempts: [] } };
  });
  return { submittedAt: () => submittedAt };
}

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
const sentText = (calls: FakeCall[]) =>
  calls
    .filter((c) => c.url === '/exams/session/answers')
    .flatMap((c) => (c.body as { answers: { answer_text?: string }[] }).answers)
    .map((a) => a.answer_text);

describe('a running session', () => {
  it('sends essay text typed in the last second when the student moves on or the page is hidden', async () => {
    serve();
    renderSession();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'التالي' }));
    await user.type(screen.getByRole('textbox', { name: 'إجابتك' }), 'V = I R');
    await user.click(screen.getByRole('button', { name: 'السابق' }));
    // At once, not after the 1 s pause (the question's view is gone).
    await waitFor(() => expect(sentText(api.calls)).toContain('V = I R'), { timeout: 500 });

    await user.click(screen.getByRole('button', { name: 'التالي' }));
    await user.type(screen.getByRole('textbox', { name: 'إجابتك' }), ' ثابت');
    act(() => window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(sentText(api.calls)).toContain('V = I R ثابت'), { timeout: 500 });
  });

  it('returns to the question the student was on after a reload', async () => {
    serve();
    const first = renderSession();
    await userEvent.click(await screen.findByRole('button', { name: 'التالي' }));
    expect(screen.getByText('السؤال 2 من 3')).toBeInTheDocument();
    first.unmount();
    renderSession();
    expect(await screen.findByText('السؤال 2 من 3')).toBeInTheDocument();
  });

  it('closes the drawer of numbers on choosing one, and opens the submit dialog on reaching the last question', async () => {
    serve();
    renderSession();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'عرض أرقام الأسئلة' }));
    const drawer = await screen.findByRole('dialog', { name: 'أرقام الأسئلة' });
    await user.click(within(drawer).getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'أرقام الأسئلة' })).toBeNull());
    expect(screen.getByText('السؤال 2 من 3')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'التالي' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'تسليم الإجابات' });
    expect(dialog).toHaveTextContent('تركت 3 أسئلة بدون إجابة.');
    await user.click(within(dialog).getByRole('button', { name: 'متابعة الحل' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('السؤال 3 من 3')).toBeInTheDocument();
  });

  it('shows the success message for 0.5 s before the submitted view', async () => {
    const server = serve();
    renderSession();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'عرض أرقام الأسئلة' }));
    await user.click(await screen.findByRole('button', { name: 'تسليم الإجابات' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'تسليم الإجابات' });
    await user.click(within(dialog).getByRole('button', { name: 'تسليم' }));
    expect(await screen.findByText('تم إرسال الإجابات بنجاح')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'تم تسليم الامتحان' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'تم تسليم الامتحان' })).toBeInTheDocument();
    expect(Date.now() - server.submittedAt()).toBeGreaterThanOrEqual(450);
  });

  it('warns, visibly and in a live region, one minute before the end', async () => {
    serve(61);
    renderSession();
    expect(await screen.findByRole('timer', { name: 'الوقت المتبقي' })).toBeInTheDocument();
    expect(screen.queryByText(/بقيت دقيقة واحدة/)).toBeNull();
    const notice = await screen.findByText(/بقيت دقيقة واحدة/, undefined, { timeout: 2500 });
    expect(notice.closest('[aria-live="assertive"]')).not.toBeNull();
  });
});
