import { fakeApi, sampleExam, sampleExamSession } from '@app/dev-kit/fixtures';
import { MemoryRouter } from '@app/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExamDetails } from './exam-details';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

function renderDetails(code: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ExamDetails examCode={code} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('exam details', () => {
  it('moves to the alternative exam when the exam says so, and only shows its code otherwise', async () => {
    const exams = {
      MAIN: sampleExam({
        id: 1,
        name: 'الأساسي',
        exam_code: 'MAIN',
        navigate_to_alternative: true,
        alternative_exam: 'ALT',
      }),
      ALT: sampleExam({ id: 2, name: 'البديل', exam_code: 'ALT' }),
      PLAIN: sampleExam({ id: 3, name: 'عادي', exam_code: 'PLAIN', alternative_exam: 'ALT' }),
    };
    api = fakeApi(({ params }) => ({
      status: 200,
      data: { data: exams[(params as { exam_code: keyof typeof exams }).exam_code] },
    }));
    renderDetails('MAIN');
    await userEvent.click(await screen.findByRole('button', { name: /افتح الامتحان البديل ALT/ }));
    expect(await screen.findByRole('heading', { name: 'البديل' })).toBeInTheDocument();

    renderDetails('PLAIN');
    expect(await screen.findByRole('heading', { name: 'عادي' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /افتح الامتحان البديل/ })).not.toBeInTheDocument();
  });

  it('shows attempts used and allowed, the pass mark and the window, and starts the next attempt while one remains', async () => {
    const done = sampleExamSession({
      token: 'first',
      active: false,
      submitted_at: '2026-01-05T10:30:00.000Z',
    });
    const exam = sampleExam({
      has_session: true,
      latest_session: done,
      attempts_count: 1,
      attempts_allowed: 5,
      pass_percentage: 60,
      starts_at: '2026-01-01T08:00:00.000Z',
      ends_at: '2999-01-01T08:00:00.000Z',
    });
    api = fakeApi(({ method }) =>
      method === 'GET'
        ? { status: 200, data: { data: exam } }
        : { status: 200, data: { data: sampleExamSession({ token: 'second' }) } },
    );
    renderDetails(exam.exam_code);
    const next = await screen.findByRole('button', { name: 'ابدأ المحاولة التالية' });
    const term = (name: string) => screen.getByText(name).nextElementSibling?.textContent;
    expect(term('المحاولات المسموحة')).toBe('5 محاولات');
    expect(term('المحاولات المستخدمة')).toBe('محاولة واحدة');
    expect(term('درجة النجاح')).toBe('60%');
    expect(term('ينتهي في')).toMatch(/^2999-01-01/);
    expect(screen.getByRole('button', { name: 'عرض النتيجة' })).toBeEnabled();
    await userEvent.click(next);
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/exams/session',
      body: { exam_id: exam.id },
    });
  });

  it('offers only the result once every attempt is used', async () => {
    const exam = sampleExam({
      has_session: true,
      latest_session: sampleExamSession({ active: false }),
      attempts_count: 2,
      attempts_allowed: 2,
    });
    api = fakeApi(() => ({ status: 200, data: { data: exam } }));
    renderDetails(exam.exam_code);
    expect(await screen.findByRole('button', { name: 'عرض النتيجة' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'ابدأ المحاولة التالية' })).toBeNull();
    expect(screen.getByText('المحاولات المستخدمة').nextElementSibling).toHaveTextContent('محاولتان');
  });
});
