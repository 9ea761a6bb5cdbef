import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../src/cli/ops-commands';
import { paymentCallbacks, topupRequests } from '../../src/db/schema/index';
import { providerKeys } from '../../src/domain/gateways/config';
import { findGatewayOrder } from '../../src/domain/gateways/orders';
import { fawryMessages, paymobMessages, shakeoutMessages } from '../../src/domain/gateways/sandbox';
import { getBalance } from '../../src/domain/ledger/index';
import { getSettings, updateSettings } from '../../src/domain/settings/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, type SignedUp, seedBasics, setVerification, signUp } from '../support/fixtures';
import { opsContextOf } from '../support/ops';

let t: TestApp;
let student: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  await setVerification(t.db, false);
  student = await signUp(t.app, t.db, gradeId);
  const settings = await getSettings(t.db);
  await updateSettings(t.db, {
    enable_wallet_system: true,
    recharge_info: {
      ...settings.recharge_info,
      min_recharge_amount: 10,
      supported_methods: ['paymob_card', 'paymob_valu', 'fawry', 'shakeout'],
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const order = (path: string, amount: unknown) =>
  t.app.inject({ method: 'POST', url: `/v1${path}`, headers: bearer(student.token), payload: { amount } });
const secret = (p: 'paymob' | 'fawry' | 'shakeout') => providerKeys(p, t.config)!.secret;
const refOf = (url: string) => new URL(url, 'http://x').searchParams.get('ref')!;
async function sandboxOrder(provider: 'paymob' | 'fawry' | 'shakeout', ref: string) {
  const row = (await findGatewayOrder(t.db, provider, ref))!;
  return { ref, amount: row.amount, topupId: row.id, email: 'a@b.c' };
}
const deliver = (msg: { callback: { url: string; body: Record<string, unknown> } }) =>
  t.app.inject({ method: 'POST', url: msg.callback.url, payload: msg.callback.body });

describe('an order with an Idempotency-Key', () => {
  it('is opened once however often it is sent, and the key is refused for another amount', async () => {
    const send = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/wallet/shakeout/order',
        headers: { ...bearer(student.token), 'idempotency-key': 'order-once-1' },
        payload: { amount },
      });
    const count = async () =>
      (await t.db.select().from(topupRequests).where(eq(topupRequests.userId, student.user.id))).length;
    const before = await count();
    const first = await send(30);
    expect(first.statusCode).toBe(200);
    const again = await send(30);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await count()).toBe(before + 1);
    const other = await send(40);
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await count()).toBe(before + 1);
  });
});

describe('Paymob through the sandbox', () => {
  it('pays on the checkout page: one signed callback credits once, the return names the order, not its result', async () => {
    const before = await getBalance(t.db, student.user.id);
    const res = await order('/wallet/paymob/order/card', 50);
    expect(res.statusCode).toBe(200);
    const { iframe_url } = res.json();
    expect(iframe_url).toMatch(/^\/v1\/payments\/sandbox\/checkout\?provider=paymob&ref=\d+$/);
    const page = await t.app.inject({ method: 'GET', url: iframe_url });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('50.00');
    // The platform's icon, not a 404 for /favicon.ico in the console (issue 31).
    expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    const ref = refOf(iframe_url);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/sandbox/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `provider=paymob&ref=${ref}&result=pay`,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/^\/v1\/payments\/paymob\/return\?.*hmac=[0-9a-f]{128}$/);
    expect(await getBalance(t.db, student.user.id)).toBe(before + 5000);
    const back = await t.app.inject({ method: 'GET', url: String(paid.headers.location) });
    const o = await sandboxOrder('paymob', ref);
    expect(back.headers.location).toBe(`/wallet?order=${o.topupId}`);
    // the page reads the result from the api, for its owner only
    const state = await t.app.inject({
      method: 'GET',
      url: `/v1/wallet/topups/${o.topupId}`,
      headers: bearer(student.token),
    });
    expect(state.json().data).toMatchObject({ id: o.topupId, status: 'confirmed', amount: 50 });
    // the row says how it was paid (it had no details at all)
    const wallet = await t.app.inject({ method: 'GET', url: '/v1/wallet', headers: bearer(student.token) });
    expect(wallet.json().transactions.data[0]).toMatchObject({
      type: 'recharge',
      topup_method: 'paymob_card',
    });
    // the page of a settled order is gone
    expect((await t.app.inject({ method: 'GET', url: iframe_url })).statusCode).toBe(404);
  });

  it('credits once however often the callback is replayed or reordered, and refuses forged ones', async () => {
    const ref = refOf((await order('/wallet/paymob/order/valu', '20')).json().iframe_url);
    const o = await sandboxOrder('paymob', ref);
    const before = await getBalance(t.db, student.user.id);
    const declined = paymobMessages(o, false, secret('paymob'));
    expect((await deliver(declined)).json().outcome).toBe('failed');
    // altered after signing: the amount, or the order to another one
    const ok = paymobMessages(o, true, secret('paymob'));
    const obj = ok.callback.body.obj as Record<string, unknown>;
    const altered = { ...ok, callback: { ...ok.callback, body: { obj: { ...obj, amount_cents: 999_999 } } } };
    expect((await deliver(altered)).statusCode).toBe(401);
    const forged = paymobMessages(o, true, 'not-the-secret');
    expect((await deliver(forged)).statusCode).toBe(401);
    expect(await getBalance(t.db, student.user.id)).toBe(before);
    // a success after the decline (a retry on the checkout) credits; its replays do not
    expect((await deliver(ok)).json().outcome).toBe('credited');
    expect((await deliver(ok)).json().outcome).toBe('already_credited');
    expect((await deliver(declined)).json().outcome).toBe('already_credited');
    const again = paymobMessages(o, true, secret('paymob'));
    expect((await deliver(again)).json().outcome).toBe('already_credited');
    expect(await getBalance(t.db, student.user.id)).toBe(before + 2000);
    const kept = await t.db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.topupRequestId, o.topupId));
    expect(kept.length).toBe(5);
  });

  it('refuses a correctly signed callback for another amount or currency; a declined return names the failed order', async () => {
    const ref = refOf((await order('/wallet/paymob/order/card', 30)).json().iframe_url);
    const o = await sandboxOrder('paymob', ref);
    const before = await getBalance(t.db, student.user.id);
    const cheaper = paymobMessages({ ...o, amount: 100 }, true, secret('paymob'));
    expect((await deliver(cheaper)).json().outcome).toBe('rejected: amount');
    expect(await getBalance(t.db, student.user.id)).toBe(before);
    const declined = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/sandbox/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `provider=paymob&ref=${ref}&result=decline`,
    });
    const back = await t.app.inject({ method: 'GET', url: String(declined.headers.location) });
    expect(back.headers.location).toBe(`/wallet?order=${o.topupId}`);
    const [row] = await t.db.select().from(topupRequests).where(eq(topupRequests.id, o.topupId));
    expect(row?.status).toBe('failed');
    const tampered = String(declined.headers.location).replace('success=false', 'success=true');
    const lie = await t.app.inject({ method: 'GET', url: tampered });
    expect(decodeURIComponent(String(lie.headers.location))).toMatch(/^\/wallet\?error=تعذر/);
  });

  it('a made-up return of any provider lands on /wallet?error= and credits nothing', async () => {
    const before = await getBalance(t.db, student.user.id);
    for (const provider of ['paymob', 'fawry', 'shakeout']) {
      for (const query of ['', '?success=true&amount_cents=999999&<script>=1', `?x=${'y'.repeat(5000)}`]) {
        const res = await t.app.inject({ method: 'GET', url: `/v1/payments/${provider}/return${query}` });
        expect(res.statusCode, `${provider} ${query.slice(0, 40)}`).toBe(303);
        expect(String(res.headers.location)).toMatch(/^\/wallet\?error=/);
      }
    }
    expect(await getBalance(t.db, student.user.id)).toBe(before);
  });

  it('an unpaid order is not under review and staff cannot confirm it', async () => {
    const ref = refOf((await order('/wallet/paymob/order/card', 25)).json().iframe_url);
    const o = await sandboxOrder('paymob', ref);
    const wallet = await t.app.inject({ method: 'GET', url: '/v1/wallet', headers: bearer(student.token) });
    expect(wallet.json().meta.pending_mobile_payments_count).toBe(0);
    const out: string[] = [];
    const io = { log: (l: string) => out.push(l), error: (l: string) => out.push(l) };
    await runOps(['topups'], await opsContextOf(t), io);
    expect(out.join('\n')).not.toContain(`#${o.topupId} `);
    expect(await runOps(['confirm-topup', String(o.topupId)], await opsContextOf(t), io)).not.toBe(0);
    const [row] = await t.db.select().from(topupRequests).where(eq(topupRequests.id, o.topupId));
    expect(row?.status).toBe('pending');
  });

  it('answers LESS_THAN_MIN_AMOUNT, FEATURE_DISABLED for a method not offered, 401 without sign-in', async () => {
    expect((await order('/wallet/paymob/order/card', 5)).json()).toMatchObject({
      error: 'LESS_THAN_MIN_AMOUNT',
    });
    expect((await order('/wallet/paymob/order/kiosk', 50)).json()).toMatchObject({
      error: 'FEATURE_DISABLED',
    });
    const anon = await t.app.inject({
      method: 'POST',
      url: '/v1/wallet/shakeout/order',
      payload: { amount: 50 },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('Fawry and Shakeout through the sandbox', () => {
  it('Fawry: the order for the pop-up script, the V2 notification credits once', async () => {
    const res = await order('/wallet/fawry/order', 40);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.script_url).toBe('/v1/payments/sandbox/fawry-pay.js');
    expect(body.order).toMatchObject({
      merchantRefNum: expect.stringMatching(/^\d+$/),
      returnUrl: '/v1/payments/fawry/return',
    });
    const script = await t.app.inject({ method: 'GET', url: body.script_url });
    expect(script.body).toContain('FawryPay');
    const o = await sandboxOrder('fawry', body.order.merchantRefNum);
    const before = await getBalance(t.db, student.user.id);
    const msg = fawryMessages(o, true, secret('fawry'));
    expect((await deliver(msg)).json().outcome).toBe('credited');
    expect((await deliver(msg)).json().outcome).toBe('already_credited');
    const forged = { callback: { ...msg.callback, body: { ...msg.callback.body, orderAmount: '4000.00' } } };
    expect((await deliver(forged)).statusCode).toBe(401);
    expect(await getBalance(t.db, student.user.id)).toBe(before + 4000);
    const back = await t.app.inject({ method: 'GET', url: msg.returnUrl });
    expect(back.headers.location).toBe(`/wallet?order=${o.topupId}`);
  });

  it('Shakeout: the url, the webhook credits once', async () => {
    const { url } = (await order('/wallet/shakeout/order', 15)).json();
    const o = await sandboxOrder('shakeout', refOf(url));
    const before = await getBalance(t.db, student.user.id);
    const msg = shakeoutMessages(o, true, secret('shakeout'));
    expect((await deliver(msg)).json().outcome).toBe('credited');
    expect((await deliver(msg)).json().outcome).toBe('already_credited');
    expect(await getBalance(t.db, student.user.id)).toBe(before + 1500);
  });
});

describe('production', () => {
  it('has no sandbox and no gateway without the real secrets', async () => {
    const p = await createTestApp({ production: true, exposeOutbox: false });
    try {
      const page = await p.app.inject({ method: 'GET', url: '/v1/payments/sandbox/fawry-pay.js' });
      expect(page.statusCode).toBe(404);
      const cb = await p.app.inject({
        method: 'POST',
        url: '/v1/payments/paymob/callback?hmac=00',
        payload: {},
      });
      expect(cb.json()).toMatchObject({ error: 'FEATURE_DISABLED' });
    } finally {
      await p.close();
    }
  });
});
