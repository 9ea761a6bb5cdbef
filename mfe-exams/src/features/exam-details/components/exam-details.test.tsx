import { MemoryRouter } from '@app/router';
import { fakeApi, sampleExam } from '@app/shared-contracts/fixtures';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
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
});
