import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCallbacks } from '../../src/db/schema/index';
import { providerKeys } from '../../src/domain/gateways/config';
import { paymobMessages } from '../../src/domain/gateways/sandbox';
import { CALLBACK_BODY_LIMIT, CALLBACK_LIMITS } from '../../src/routes/payments/callback-limits';
import { createTestApp, type TestApp } from '../support/app';

// Anyone can reach the providers' callbacks: a forged one must cost the api little (size, count, disk).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: true });
});
afterAll(async () => {
  await t?.close();
});

const stored = () => t.db.select().from(paymentCallbacks).orderBy(paymentCallbacks.id);
const forged = (padding: number) => ({
  type: 'TRANSACTION',
  obj: { id: 1, amount_cents: 5000, success: true, order: { id: 1 }, note: 'x'.repeat(padding) },
});
const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('provider callbacks anyone can send', () => {
  it('refuses a body over 64 KiB with 413 PAYLOAD_TOO_LARGE and stores nothing', async () => {
    const before = (await stored()).length;
    for (const provider of ['paymob', 'fawry', 'shakeout']) {
      const res = await post(
        `/v1/payments/${provider}/callback?hmac=${'a'.repeat(128)}`,
        forged(CALLBACK_BODY_LIMIT),
        '10.1.0.1',
      );
      expect(res.statusCode, provider).toBe(413);
      expect(res.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
    }
    expect((await stored()).length).toBe(before);
  });

  it('keeps a forged callback as a digest and a prefix, and answers 429 past the limit per IP', async () => {
    const before = (await stored()).length;
    const { max } = CALLBACK_LIMITS.unverifiedPerIp;
    for (let i = 0; i < max; i++) {
      const res = await post(
        `/v1/payments/paymob/callback?hmac=${'b'.repeat(128)}`,
        forged(60_000),
        '10.2.0.1',
      );
      expect(res.statusCode).toBe(401);
    }
    const over = await post('/v1/payments/fawry/callback', forged(60_000), '10.2.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe('RATE_LIMITED');
    const rows = (await stored()).slice(before);
    expect(rows).toHaveLength(max);
    for (const row of rows) {
      expect(row.verified).toBe(false);
      expect(row.payload).toMatchObject({
        unverified: true,
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(JSON.stringify(row.payload).length).toBeLessThan(1024);
    }
    // Another address is not held back by this one.
    const elsewhere = await post('/v1/payments/shakeout/callback', { status: 'paid' }, '10.2.0.2');
    expect(elsewhere.statusCode).toBe(401);
  });

  it('still takes a signed callback, whole, from an address over the forged limit', async () => {
    const secret = providerKeys('paymob', t.config)!.secret;
    const { callback } = paymobMessages(
      { ref: '999', amount: 5000, topupId: 0, email: 'a@b.c' },
      true,
      secret,
    );
    for (let i = 0; i <= CALLBACK_LIMITS.unverifiedPerIp.max; i++) {
      await post('/v1/payments/paymob/callback', forged(10), '10.3.0.1');
    }
    const res = await post(callback.url, callback.body, '10.3.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'rejected: unknown order' });
    const last = (await stored()).at(-1);
    expect(last?.verified).toBe(true);
    expect(last?.payload).toEqual(callback.body);
  });

  it('keeps only a digest of a forged browser return', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/payments/fawry/return?x=${'y'.repeat(5000)}`,
      remoteAddress: '10.4.0.1',
    });
    expect(res.statusCode).toBe(303);
    const last = (await stored()).at(-1);
    expect(last?.channel).toBe('return');
    expect(JSON.stringify(last?.payload).length).toBeLessThan(1024);
  });

  it('limits every callback of an address to 300 a minute, signed or not', async () => {
    const secret = providerKeys('paymob', t.config)!.secret;
    const order = { ref: '998', amount: 5000, topupId: 0, email: 'a@b.c' };
    const { callback } = paymobMessages(order, true, secret);
    const send = () => post(callback.url, callback.body, '10.5.0.1');
    for (let i = 0; i < CALLBACK_LIMITS.perIp.max; i++) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });
});
