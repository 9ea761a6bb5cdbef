import { fakeApi } from '@app/dev-kit/fixtures';
import { gatewayOrderMessages } from '@app/shared-contracts/errors';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { checkoutWindow } from '../hooks/checkout-window';
import { GatewayCheckout } from './gateway-checkout';

const t = messages.topUp;
let api: ReturnType<typeof fakeApi>;
const original = { ...checkoutWindow };
afterEach(() => {
  api?.restore();
  Object.assign(checkoutWindow, original);
});

describe('gateway checkout', () => {
  it('creates the card order and opens its iframe_url in this window after 1 s', async () => {
    api = fakeApi(() => ({
      status: 200,
      data: { iframe_url: '/v1/payments/sandbox/checkout?provider=paymob&ref=1' },
    }));
    const assign = vi.fn();
    checkoutWindow.assign = assign;
    renderPage(<GatewayCheckout method="paymob_card" amount={50} />);
    const started = Date.now();
    await userEvent.click(screen.getByRole('button', { name: t.pay }));
    await waitFor(() => expect(assign).toHaveBeenCalled(), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(assign).toHaveBeenCalledWith('/v1/payments/sandbox/checkout?provider=paymob&ref=1');
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      url: '/wallet/paymob/order/card',
      body: { amount: 50 },
    });
  });

  it('shows ValU in an iframe', async () => {
    api = fakeApi(() => ({ status: 200, data: { iframe_url: '/pay/valu' } }));
    renderPage(<GatewayCheckout method="paymob_valu" amount={20} />);
    await userEvent.click(screen.getByRole('button', { name: t.pay }));
    const frame = await screen.findByTitle(t.gatewayFrame, {}, { timeout: 3000 });
    expect(frame).toHaveAttribute('src', '/pay/valu');
  });

  it('opens Shakeout outside and says so', async () => {
    api = fakeApi(() => ({ status: 200, data: { url: 'https://shakeout.example/i/1' } }));
    const outside = vi.fn();
    checkoutWindow.openOutside = outside;
    renderPage(<GatewayCheckout method="shakeout" amount={15} />);
    await userEvent.click(screen.getByRole('button', { name: t.pay }));
    expect(await screen.findByText(t.openedOutside, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(outside).toHaveBeenCalledWith('https://shakeout.example/i/1');
  });

  it('hands the Fawry order to the provider script of the answer', async () => {
    const order = { merchantRefNum: '42' };
    api = fakeApi(() => ({ status: 200, data: { order, script_url: '/v1/payments/sandbox/fawry-pay.js' } }));
    const fawry = vi.fn(async () => {});
    checkoutWindow.fawry = fawry;
    renderPage(<GatewayCheckout method="fawry_staging" amount={40} />);
    await userEvent.click(screen.getByRole('button', { name: t.pay }));
    await waitFor(() => expect(fawry).toHaveBeenCalledWith('/v1/payments/sandbox/fawry-pay.js', order), {
      timeout: 3000,
    });
    expect(api.calls[0]?.url).toBe('/wallet/fawry/order');
  });

  it('shows the failure message when the order is refused', async () => {
    api = fakeApi(() => ({ status: 500, data: {} }));
    const shakeout = vi.fn();
    checkoutWindow.openOutside = shakeout;
    renderPage(<GatewayCheckout method="shakeout" amount={15} />);
    await userEvent.click(screen.getByRole('button', { name: t.pay }));
    expect(await screen.findByRole('alert')).toHaveTextContent(gatewayOrderMessages.fallback);
    expect(shakeout).not.toHaveBeenCalled();
  });
});
