import { fakeApi } from '@app/dev-kit/fixtures';
import { renderPage } from '@app/dev-kit/testing';
import type { StaffExam, StaffExamListItem } from '@app/shared-contracts';
import { STAFF_EXAM_MESSAGES } from '@app/shared-contracts/schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import ExamsPage from './exams-page';

const t = messages.staffExams;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const row: StaffExamListItem = {
  id: 3,
  name: 'امتحان الكهربية',
  kind: 'exam',
  exam_code: 'PHYS01',
  status: 'published',
  starts_at: null,
  ends_at: null,
  course: null,
  questions_count: 10,
  sessions_count: 4,
};
const page = (items: StaffExamListItem[]) => ({ items, total: items.length, page: 1, per_page: 20 });

describe('the exams page', () => {
  it('lists exams linked to their page and filters by status in the query', async () => {
    api = fakeApi(() => ({ status: 200, data: page([row]) }));
    renderPage(<ExamsPage />, { url: '/staff/exams', user: { staff_role: 'teacher' } });
    await screen.findByRole('table', { name: t.caption });
    expect(await screen.findByRole('link', { name: t.open(row.name) })).toHaveAttribute(
      'href',
      '/staff/exams/3',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t.statusFilter }), 'draft');
    await vi.waitFor(() => expect(api.calls.at(-1)?.params).toMatchObject({ status: 'draft' }));
  });

  it("the settings form refuses a bad code with the contract's message, then makes the draft", async () => {
    api = fakeApi((call) =>
      call.method === 'POST'
        ? { status: 201, data: { id: 5 } as StaffExam }
        : { status: 200, data: page([]) },
    );
    renderPage(<ExamsPage />, { url: '/staff/exams', user: { staff_role: 'teacher' } });
    await userEvent.click(await screen.findByRole('button', { name: t.create }));
    await userEvent.click(screen.getByRole('button', { name: t.settings.createSubmit }));
    expect(await screen.findByText(STAFF_EXAM_MESSAGES.name)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: t.settings.name }), 'امتحان الشهر');
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(t.settings.code) }), 'a!');
    await userEvent.click(screen.getByRole('button', { name: t.settings.createSubmit }));
    expect(await screen.findByText(STAFF_EXAM_MESSAGES.code)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    const code = screen.getByRole('textbox', { name: new RegExp(t.settings.code) });
    await userEvent.clear(code);
    await userEvent.type(code, 'phys02');
    await userEvent.type(screen.getByRole('textbox', { name: t.settings.duration }), '45');
    await userEvent.click(screen.getByRole('button', { name: t.settings.createSubmit }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/staff/exams/5'),
    );
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'امتحان الشهر',
      exam_code: 'phys02',
      duration: '45',
      max_attempts: '1',
    });
  });
});
