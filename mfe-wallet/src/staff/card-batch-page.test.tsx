import { fakeApi } from '@app/dev-kit/fixtures';
import type { StaffCardBatchDetail } from '@app/shared-contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import CardBatchPage from './card-batch-page';

const b = messages.staffCards.batch;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const detail: StaffCardBatchDetail = {
  batch: {
    id: 4,
    kind: 'pay',
    scope: 'lecture',
    course: null,
    lecture: { id: 3, name: 'الحركة الدائرية' },
    value: 30,
    count: 2,
    used: 1,
    label: null,
    expires_at: null,
    created_at: '2026-11-26T08:00:00.000Z',
    created_by: { id: 1, name: 'المدير' },
    voided_at: null,
  },
  cards: {
    items: [
      {
        id: 1,
        code: 'ABCDEFGHJKLM',
        state: 'used',
        used_by: { id: 7, name: 'سلمى فريد' },
        used_at: '2026-11-26T09:00:00.000Z',
      },
      { id: 2, code: 'NPQRSTUVWXYZ', state: 'unused', used_by: null, used_at: null },
    ],
    total: 2,
    page: 1,
    per_page: 50,
  },
};

const show = (groupId: 1 | 2) =>
  renderPage(<CardBatchPage />, { url: '/staff/cards/4', path: '/staff/cards/:id', user: { groupId } });

describe('a card batch page', () => {
  it("shows each card's state and who used it; downloads the PDF with the token", async () => {
    api = fakeApi((call) =>
      call.url.endsWith('.pdf') ? { status: 200, data: new Blob(['%PDF-']) } : { status: 200, data: detail },
    );
    URL.createObjectURL = vi.fn(() => 'blob:cards');
    URL.revokeObjectURL = vi.fn();
    show(2);
    await screen.findByRole('table', { name: b.caption });
    expect(screen.getByRole('cell', { name: 'سلمى فريد' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: b.states.unused })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: b.void })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: b.pdf }));
    await vi.waitFor(() => expect(api.calls.at(-1)?.url).toBe('/staff/card-batches/4.pdf'));
  });

  it('admin voids the batch after confirming', async () => {
    api = fakeApi((call) =>
      call.method === 'POST'
        ? {
            status: 200,
            data: {
              batch: { ...detail.batch, voided_at: '2026-11-26T10:00:00.000Z' },
              voided: 1,
              changed: true,
            },
          }
        : { status: 200, data: detail },
    );
    show(1);
    await userEvent.click(await screen.findByRole('button', { name: b.void }));
    await userEvent.click(await screen.findByRole('button', { name: b.voidConfirm }));
    expect(await screen.findByText(b.voidDone(1))).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.url === '/staff/card-batches/4/void')).toBe(true);
  });

  it('a batch that does not exist says so', async () => {
    api = fakeApi(() => ({ status: 404, data: { error: 'NOT_FOUND' } }));
    show(1);
    expect(await screen.findByText(b.notFound)).toBeInTheDocument();
  });
});
