import { randomBytes } from 'node:crypto';
import { topUpRequestResponseSchema } from '@app/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../src/cli/ops-commands';
import { getBalance } from '../../src/domain/ledger/index';
import { getSettings, updateSettings } from '../../src/domain/settings/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, type SignedUp, seedBasics, setVerification, signUp } from '../support/fixtures';
import { PNG_1X1 } from '../support/multipart';
import { opsContextOf } from '../support/ops';

let t: TestApp;
let student: SignedUp;
let gradeId: number;
beforeAll(async () => {
  t = await createTestApp();
  gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  await setVerification(t.db, false);
  student = await signUp(t.app, t.db, gradeId);
  const settings = await getSettings(t.db);
  await updateSettings(t.db, {
    enable_wallet_system: true,
    recharge_info: {
      ...settings.recharge_info,
      min_recharge_amount: 10,
      supported_methods: ['mobile_wallets'],
    },
  });
});
afterAll(async () => {
  await t?.close();
});

/** multipart with text fields and an optional `attachment` file. */
function form(fields: Record<string, string>, file?: Buffer) {
  const boundary = `----t${randomBytes(6).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="r.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    headers: { ...bearer(student.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  };
}
const send = (fields: Record<string, string>, file?: Buffer) =>
  t.app.inject({ method: 'POST', url: '/v1/wallet/recharge/mobile-wallet', ...form(fields, file) });

describe('POST /v1/wallet/recharge/mobile-wallet', () => {
  it('stores a pending request with its receipt; staff confirm credits it', async () => {
    const res = await send(
      { amount: '٥٠', payer_number: '01012345678', message: 'حولت من فودافون كاش' },
      PNG_1X1,
    );
    expect(res.statusCode).toBe(200);
    const body = topUpRequestResponseSchema.parse(res.json());
    expect(body.data).toMatchObject({ amount: 50, status: 'pending', method: 'mobile_wallets' });
    expect(body.data.attachment_url).toMatch(/^\/v1\/wallet\/receipts\/[\w-]+\.png$/);
    // the receipt is the sender's (and staff's) only: not under the public /uploads
    const url = body.data.attachment_url!;
    const mine = await t.app.inject({ method: 'GET', url, headers: bearer(student.token) });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    const other = await signUp(t.app, t.db, gradeId);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const name = url.split('/').pop();
    expect((await t.app.inject({ method: 'GET', url: `/uploads/receipts/${name}` })).statusCode).toBe(404);
    const wallet = await t.app.inject({ method: 'GET', url: '/v1/wallet', headers: bearer(student.token) });
    expect(wallet.json().meta.pending_mobile_payments_count).toBe(1);
    expect(await getBalance(t.db, student.user.id)).toBe(0);
    const code = await runOps(['confirm-topup', String(body.data.id)], await opsContextOf(t), {
      log: () => {},
      error: () => {},
    });
    expect(code).toBe(0);
    expect(await getBalance(t.db, student.user.id)).toBe(5000);
  });

  it('answers a retried upload with the same Idempotency-Key once: one pending request', async () => {
    const { count, eq } = await import('drizzle-orm');
    const { topupRequests } = await import('../../src/db/schema/index');
    const mine = async () =>
      Number(
        (
          await t.db
            .select({ n: count() })
            .from(topupRequests)
            .where(eq(topupRequests.userId, student.user.id))
        )[0]?.n,
      );
    const before = await mine();
    const retry = () => {
      const f = form({ amount: '30', payer_number: '01012345678' }, PNG_1X1);
      const headers = { ...f.headers, 'idempotency-key': 'topup-retry-1' };
      return t.app.inject({
        method: 'POST',
        url: '/v1/wallet/recharge/mobile-wallet',
        headers,
        payload: f.payload,
      });
    };
    const first = await retry();
    const again = await retry();
    expect(first.statusCode).toBe(200);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await mine()).toBe(before + 1);
  });

  it('refuses a missing receipt, a file that is no image, an empty payer and a small amount', async () => {
    const noFile = await send({ amount: '50', payer_number: '01012345678' });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toHaveProperty('attachment');
    const text = await send({ amount: '50', payer_number: '01012345678' }, Buffer.from('not an image'));
    expect(text.json().errors).toHaveProperty('attachment');
    const noPayer = await send({ amount: '50', payer_number: ' ' }, PNG_1X1);
    expect(noPayer.json().errors).toHaveProperty('payer_number');
    const small = await send({ amount: '5', payer_number: '01012345678' }, PNG_1X1);
    expect(small.json()).toMatchObject({ error: 'LESS_THAN_MIN_AMOUNT' });
    const extra = await send({ amount: '50', payer_number: '01012345678', is_admin: '1' }, PNG_1X1);
    expect(extra.json().errors).toHaveProperty('is_admin');
  });
});

describe('POST /v1/wallet/recharge/manual', () => {
  const manual = (fields: Record<string, string>, file?: Buffer) =>
    t.app.inject({ method: 'POST', url: '/v1/wallet/recharge/manual', ...form(fields, file) });

  it('is refused while the method is not supported, then stores a pending request without a receipt', async () => {
    expect((await manual({ amount: '50' })).json()).toMatchObject({ error: 'FEATURE_DISABLED' });
    const settings = await getSettings(t.db);
    await updateSettings(t.db, {
      recharge_info: {
        ...settings.recharge_info,
        supported_methods: ['mobile_wallets', 'manual_external_payments'],
      },
    });
    const res = await manual({ amount: '20', message: 'حوالة رقم 55' });
    expect(res.statusCode).toBe(200);
    expect(topUpRequestResponseSchema.parse(res.json()).data).toMatchObject({
      amount: 20,
      status: 'pending',
      method: 'manual_external_payments',
      payer_number: null,
      attachment_url: null,
    });
    const withReceipt = await manual({ amount: '20' }, PNG_1X1);
    expect(withReceipt.json().data.attachment_url).toMatch(/^\/v1\/wallet\/receipts\//);
    expect((await manual({ amount: '20' }, Buffer.from('nope'))).json().errors).toHaveProperty('attachment');
    expect((await manual({ amount: '5' })).json()).toMatchObject({ error: 'LESS_THAN_MIN_AMOUNT' });
  });
});
