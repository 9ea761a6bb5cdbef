import { fakeApi } from '@app/dev-kit/fixtures';
import { renderPage } from '@app/dev-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { ImportPanel } from './import-dialog';

const t = messages.staffBank.importDialog;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const report = (mode: 'dry_run' | 'commit') => ({
  data: {
    mode,
    total: 2,
    ready: mode === 'dry_run' ? 1 : 0,
    created: mode === 'commit' ? 1 : 0,
    skipped: 1,
    rows: [
      { row: 2, status: mode === 'commit' ? 'created' : 'ready', text: 'ما ناتج 2+2؟', errors: {}, id: null },
      {
        row: 3,
        status: 'skipped',
        text: 'سؤال ناقص',
        errors: { correct: ['حدد إجابة صحيحة واحدة'] },
        id: null,
      },
    ],
  },
});

describe('the import panel and its report', () => {
  it('checks the file first, shows each refused row’s reasons, then imports the good rows', async () => {
    api = fakeApi((call) => ({
      status: 200,
      data: report((call.params as { mode: 'dry_run' | 'commit' }).mode),
    }));
    renderPage(<ImportPanel onClose={() => {}} />, { url: '/staff/exam-bank', user: { groupId: 1 } });
    expect(screen.getByRole('button', { name: t.check })).toBeDisabled();
    const file = new File(['type,text\n'], 'bank.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText(t.file), file);
    await userEvent.click(screen.getByRole('button', { name: t.check }));
    const table = await screen.findByRole('table', { name: t.reportCaption });
    expect(table).toHaveTextContent('حدد إجابة صحيحة واحدة');
    expect(screen.getByText(t.summary(1, 1))).toBeInTheDocument();
    expect(api.calls[0]?.params).toMatchObject({ mode: 'dry_run' });
    await userEvent.click(screen.getByRole('button', { name: t.commit(1) }));
    expect(await screen.findByText(t.done(1, 1))).toBeInTheDocument();
    expect(api.calls[1]?.params).toMatchObject({ mode: 'commit' });
  });

  it('a refused file shows the api’s reason under the file', async () => {
    api = fakeApi(() => ({
      status: 422,
      data: { message: 'x', errors: { file: ['تعذرت قراءة الملف: ارفع ملف xlsx أو csv'] } },
    }));
    renderPage(<ImportPanel onClose={() => {}} />, { url: '/staff/exam-bank', user: { groupId: 1 } });
    await userEvent.upload(
      screen.getByLabelText(t.file),
      new File(['\u0000'], 'bank.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: t.check }));
    expect(await screen.findByText('تعذرت قراءة الملف: ارفع ملف xlsx أو csv')).toBeInTheDocument();
  });
});
