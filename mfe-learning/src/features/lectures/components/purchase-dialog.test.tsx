import { type FakeReply, fakeApi, sampleCourseDetail, sampleLecture } from '@app/dev-kit/fixtures';
import { queryKeys, sessionStore } from '@app/shared-contracts';
import { lecturePurchaseMessages as m } from '@app/shared-contracts/errors';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { LecturePurchaseDialog } from './purchase-dialog';

const t = messages.purchase;
const lecture = sampleLecture({
  id: 5,
  course_id: 1,
  price: 40,
  free: false,
  purchased: false,
  paycard_disabled: false,
});
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

function open(reply: FakeReply, options: Parameters<typeof renderPage>[1] = {}, l = lecture) {
  api = fakeApi(({ url }) => (url === `/lectures/${l.id}/purchase` ? reply : { status: 404 }));
  return renderPage(<LecturePurchaseDialog lecture={l} open onOpenChange={() => {}} />, options);
}

describe('lecture purchase dialog', () => {
  it('preselects the only method after 500 ms (wallet off: paycard)', async () => {
    open({ status: 500 }, { appData: { enable_wallet_system: false } });
    expect(screen.queryByRole('radio', { name: t.wallet })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: t.paycard })).not.toBeChecked();
    await waitFor(() => expect(screen.getByRole('radio', { name: t.paycard })).toBeChecked());
  });

  it('shows the shortfall with the wallet link (price minus balance)', async () => {
    open({ status: 500 }, { user: { balance: 15 } });
    await userEvent.click(screen.getByRole('radio', { name: t.wallet }));
    expect(screen.getByRole('link', { name: t.recharge })).toHaveAttribute('href', '/wallet?recharge=25');
    expect(screen.getByRole('button', { name: t.pay })).toBeDisabled();
  });

  it('strips spaces from the code, shows a known error and clears the code', async () => {
    open(
      { status: 409, data: { error: 'USED_PAYCARD', message: 'x' } },
      { appData: { enable_wallet_system: false } },
    );
    const field = await screen.findByRole('textbox', { name: t.code });
    await userEvent.type(field, 'AB 12 3');
    expect(field).toHaveValue('AB123');
    await userEvent.click(screen.getByRole('button', { name: t.pay }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.USED_PAYCARD);
    expect(api.calls[0]?.body).toEqual({ pay_by: 'paycard', code: 'AB123' });
    expect(screen.getByRole('textbox', { name: t.code })).toHaveValue('');
  });

  it('gets a free lecture without pay_by and writes the answer into the course and the balance', async () => {
    const free = sampleLecture({ id: 6, course_id: 1, price: 0, free: true, purchased: false });
    const bought = { ...free, purchased: true };
    const { client } = open({ status: 200, data: { data: bought, balance: 12 } }, {}, free);
    client.setQueryData(queryKeys.catalogue.course(1), sampleCourseDetail({ id: 1, lectures: [free] }));
    await userEvent.click(screen.getByRole('button', { name: t.get }));
    await waitFor(() => expect(sessionStore.getState().user?.balance).toBe(12));
    expect(api.calls[0]?.body).toEqual({});
    const course = client.getQueryData<{ lectures: { purchased: boolean }[] }>(queryKeys.catalogue.course(1));
    expect(course?.lectures[0]?.purchased).toBe(true);
  });

  it('sends one Idempotency-Key per attempt: the same on a retry, a new one after success', async () => {
    const free = sampleLecture({ id: 7, course_id: 1, price: 0, free: true, purchased: false });
    let status = 503;
    api = fakeApi(() => ({ status, data: { data: { ...free, purchased: true }, balance: 0 } }));
    renderPage(<LecturePurchaseDialog lecture={free} open onOpenChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: t.get }));
    await screen.findByRole('alert');
    status = 200;
    await userEvent.click(screen.getByRole('button', { name: t.get }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    const [first, retry] = api.calls.map((c) => c.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
  });
});
