import { type FakeCall, fakeApi, sampleExam, sampleExamSession, sampleQuestion } from '@app/dev-kit/fixtures';
import { MemoryRouter } from '@app/router';
import type { ExamSessionResponse } from '@app/shared-contracts';
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

  it('sends a chosen image at once, says so, and sends its removal', async () => {
    const url = URL as unknown as Record<string, unknown>;
    url.createObjectURL = vi.fn(() => 'blob:queued');
    url.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      delete url.createObjectURL;
      delete url.revokeObjectURL;
    });
    let image: string | null = null;
    api = fakeApi(({ method, body }) => {
      if (method === 'GET')
        return { status: 200, data: { ...running(), exam: sampleExam({ enable_images_answers: true }) } };
      const form = body as FormData;
      image = form.get('remove_image') === '1' ? null : '/uploads/answers/x.png';
      const attempt = { id: 1, question_id: 1, answer_id: null, answer_text: null, answer_image: image };
      return {
        status: 200,
        data: {
          remaining_seconds: 1800,
          answer_attempts: [{ ...attempt, correct: null, question_mark: 1, correction_mark: null }],
        },
      };
    });
    renderSession();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('إجابة بصورة (اختياري)'), png);
    expect(await screen.findByText('تم إرسال الصورة')).toBeInTheDocument();
    const sent = api.calls.find((c) => c.url === '/exams/session/answers/image');
    expect((sent?.body as FormData | undefined)?.get('answer_image')).toBeInstanceOf(Blob);
    expect(screen.getByRole('img', { name: 'صورة إجابتك المحفوظة' })).toHaveAttribute(
      'src',
      '/uploads/answers/x.png',
    );
    await userEvent.click(screen.getByRole('button', { name: 'إزالة الصورة' }));
    await waitFor(() => expect(image).toBeNull());
    expect(screen.queryByRole('img', { name: 'صورة إجابتك المحفوظة' })).toBeNull();
  });
});
