import { fakeApi } from '@app/dev-kit/fixtures';
import type { StaffCardBatch } from '@app/shared-contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import CardBatchesPage from './card-batches-page';

const t = messages.staffCards;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const batch: StaffCardBatch = {
  id: 4,
  kind: 'pay',
  scope: 'course',
  course: { id: 2, name: 'فيزياء الصف الثالث' },
  lecture: null,
  value: 150,
  count: 10,
  used: 1,
  label: null,
  expires_at: '2027-01-31T23:59:59.000Z',
  created_at: '2026-11-26T08:00:00.000Z',
  created_by: { id: 1, name: 'المدير' },
  voided_at: null,
};
const page = (items: StaffCardBatch[]) => ({ items, total: items.length, page: 1, per_page: 20 });

describe('the card batches page', () => {
  it('lists batches with their target and links each to its page', async () => {
    api = fakeApi(() => ({ status: 200, data: page([batch]) }));
    renderPage(<CardBatchesPage />, { url: '/staff/cards', user: { groupId: 2 } });
    await screen.findByRole('table', { name: t.caption });
    expect(await screen.findByRole('cell', { name: 'فيزياء الصف الثالث' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.open(4) })).toHaveAttribute('href', '/staff/cards/4');
    // An assistant looks; only admin makes batches.
    expect(screen.queryByRole('button', { name: t.create.open })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t.kindFilter }), 'recharge');
    await vi.waitFor(() => expect(api.calls.at(-1)?.params).toMatchObject({ kind: 'recharge' }));
  });

  it('admin makes a batch for a course picked from the search, with one Idempotency-Key', async () => {
    api = fakeApi((call) => {
      if (call.url === '/staff/card-targets')
        return {
          status: 200,
          data: { items: [{ id: 2, name: 'فيزياء الصف الثالث', course_name: null, price: 150 }] },
        };
      if (call.method === 'POST') return { status: 201, data: { ...batch, id: 5 } };
      return { status: 200, data: page([]) };
    });
    renderPage(<CardBatchesPage />, { url: '/staff/cards', user: { groupId: 1 } });
    await userEvent.click(await screen.findByRole('button', { name: t.create.open }));
    const form = screen.getByRole('form', { name: t.create.title });
    await userEvent.type(screen.getByRole('textbox', { name: t.create.value }), '150');
    await userEvent.click(screen.getByRole('button', { name: t.create.submit }));
    // No course chosen yet: the contract's message, nothing sent.
    expect(await screen.findByText('اختر الدورة أو المحاضرة')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(await screen.findByRole('radio', { name: /فيزياء الصف الثالث/ }));
    await userEvent.click(screen.getByRole('button', { name: t.create.submit }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ kind: 'pay', scope: 'course', scope_id: 2, value: 150, count: 10 });
    const headers = (post?.headers ?? {}) as Record<string, unknown>;
    expect(String(headers['Idempotency-Key'])).toMatch(/^[\w-]{10,}$/);
    expect(form).toBeInTheDocument();
  });

  it('a 422 from the api shows under its field', async () => {
    api = fakeApi((call) =>
      call.method === 'POST'
        ? { status: 422, data: { message: 'x', errors: { count: ['عدد البطاقات من 1 إلى 10000'] } } }
        : { status: 200, data: page([]) },
    );
    renderPage(<CardBatchesPage />, { url: '/staff/cards', user: { groupId: 1 } });
    await userEvent.click(await screen.findByRole('button', { name: t.create.open }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t.create.kind }), 'recharge');
    await userEvent.type(screen.getByRole('textbox', { name: t.create.value }), '50');
    await userEvent.click(screen.getByRole('button', { name: t.create.submit }));
    expect(await screen.findByText('عدد البطاقات من 1 إلى 10000')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      kind: 'recharge',
      scope: 'balance',
    });
  });
});
