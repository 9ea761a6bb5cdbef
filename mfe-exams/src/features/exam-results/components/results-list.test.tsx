import { fakeApi, sampleExamSession } from '@app/dev-kit/fixtures';
import { MemoryRouter } from '@app/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { ResultsList } from './results-list';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const exam = (name: string) => ({
  id: 1,
  name,
  exam_code: 'PHY101',
  kind: 'exam' as const,
  show_result: true,
  show_detailed_result: true,
});

describe('results list', () => {
  it('gives a status to sessions not submitted yet', async () => {
    const rows = [
      { ...sampleExamSession({ id: 1, token: 'a' }), exam: exam('جارٍ') },
      {
        ...sampleExamSession({ id: 2, token: 'b', active: false, remaining_seconds: 0 }),
        exam: exam('انتهى وقته'),
      },
      {
        ...sampleExamSession({
          id: 3,
          token: 'c',
          active: false,
          corrected: true,
          succeeded: true,
          correction_mark: 9,
          submitted_at: '2026-01-01T10:00:00Z',
        }),
        exam: exam('مُسلَّم'),
      },
    ];
    api = fakeApi(() => ({ status: 200, data: { data: rows } }));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ResultsList kind="exam" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const row = async (name: string) =>
      (await screen.findByRole('link', { name })).closest('li') as HTMLElement;
    expect(await row('جارٍ')).toHaveTextContent('لم تُسلَّم بعد');
    expect(await row('انتهى وقته')).toHaveTextContent('انتهى الوقت، تُسلَّم تلقائياً');
    expect(await row('مُسلَّم')).toHaveTextContent('ناجح');
  });
});
