import { fakeApi } from '@app/dev-kit/fixtures';
import type { StudentImportReport } from '@app/shared-contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import StudentsImportPage from './students-import-page';

const t = messages.importStudents;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const report = (mode: 'dry_run' | 'commit'): StudentImportReport => ({
  data: {
    mode,
    total: 2,
    ready: mode === 'dry_run' ? 1 : 0,
    created: mode === 'commit' ? 1 : 0,
    skipped: 1,
    rows: [
      {
        row: 2,
        status: mode === 'dry_run' ? 'ready' : 'created',
        name: 'منى',
        email: 'mona@x.test',
        errors: {},
        id: mode === 'commit' ? 5 : null,
        password: mode === 'commit' ? 'Temp-Pass-12' : null,
      },
      {
        row: 3,
        status: 'skipped',
        name: null,
        email: 'bad',
        errors: { email: ['البريد الإلكتروني غير صحيح'] },
        id: null,
        password: null,
      },
    ],
  },
});

describe('the student import page', () => {
  it('checks the file first, shows each row with its reasons, then imports', async () => {
    api = fakeApi((call) => ({
      status: 200,
      data: report((call.params as { mode: 'dry_run' | 'commit' }).mode),
    }));
    renderPage(<StudentsImportPage />, { url: '/staff/students/import', user: { groupId: 2 } });
    expect(screen.getByRole('button', { name: t.commit })).toBeDisabled();
    const file = new File(['name,email\nمنى,mona@x.test\n,bad'], 'students.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText(t.file), file);
    await userEvent.click(screen.getByRole('button', { name: t.check }));
    const table = await screen.findByRole('table', { name: t.reportTitle });
    expect(table).toHaveTextContent(`${t.columnNames.email}: البريد الإلكتروني غير صحيح`);
    expect(screen.getByText(t.dryRunSummary(1, 1))).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      url: '/staff/students/import',
      params: { mode: 'dry_run' },
    });
    await userEvent.click(screen.getByRole('button', { name: t.commit }));
    expect(await screen.findByText('Temp-Pass-12')).toBeInTheDocument();
    expect(api.calls.at(-1)?.params).toEqual({ mode: 'commit' });
  });

  it('a refused file shows the api reason', async () => {
    api = fakeApi(() => ({
      status: 422,
      data: { message: 'x', errors: { file: ['الملف أكبر من 2 ميجابايت'] } },
    }));
    renderPage(<StudentsImportPage />, { url: '/staff/students/import', user: { groupId: 2 } });
    await userEvent.click(screen.getByRole('button', { name: t.check }));
    expect(screen.getByRole('alert')).toHaveTextContent(t.chooseFile);
    await userEvent.upload(screen.getByLabelText(t.file), new File(['x'], 'a.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: t.check }));
    expect(await screen.findByRole('alert')).toHaveTextContent('الملف أكبر من 2 ميجابايت');
  });
});
