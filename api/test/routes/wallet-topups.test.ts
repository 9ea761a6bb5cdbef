import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topupRequests } from '../../src/db/schema/index';
import { getSettings, updateSettings } from '../../src/domain/settings/index';
import { reviewTopup } from '../../src/domain/topups/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, type SignedUp, seedBasics, setVerification, signUp } from '../support/fixtures';

let t: TestApp;
let student: SignedUp;
let other: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  await setVerification(t.db, false);
  student = await signUp(t.app, t.db, gradeId);
  other = await signUp(t.app, t.db, gradeId);
  await updateSettings(t.db, { ...(await getSettings(t.db)), enable_wallet_system: true });
});
afterAll(() => t.close());

async function request(userId: number, extra: Partial<typeof topupRequests.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(topupRequests)
    .values({ userId, method: 'mobile_wallets', amount: 5000, payerNumber: '01012345678', ...extra })
    .returning();
  return row!;
}
const get = (url: string, token = student.token) =>
  t.app.inject({ method: 'GET', url: `/v1${url}`, headers: bearer(token) });
const cancel = (id: number, token = student.token) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/wallet/topups/${id}/cancel`,
    headers: bearer(token),
    payload: {},
  });

describe("the student's top-up requests", () => {
  it('lists only their own reviewed-by-staff requests, newest first, with the refusal reason', async () => {
    const sent = await request(student.user.id, { attachment: '/v1/wallet/receipts/x.png' });
    const refused = await request(student.user.id, { amount: 2000 });
    await reviewTopup(t.db, { id: refused.id, approve: false, comment: 'الإيصال غير واضح' });
    await request(student.user.id, {
      method: 'paymob_card',
      provider: 'paymob',
      providerRef: '900000000001',
    });
    await request(other.user.id);
    const res = await get('/wallet/topups');
    expect(res.statusCode).toBe(200);
    const { data, links } = res.json();
    expect(data.map((r: { id: number }) => r.id)).toEqual([refused.id, sent.id]);
    expect(data[0]).toMatchObject({ status: 'rejected', amount: 20, review_comment: 'الإيصال غير واضح' });
    expect(data[1]).toMatchObject({
      status: 'pending',
      amount: 50,
      attachment_url: '/v1/wallet/receipts/x.png',
      payer_number: '01012345678',
    });
    expect(links.next).toBeNull();
    // the refusal's notification is marked failed (not the credited green of a 'recharge')
    const user = (
      await t.app.inject({ method: 'POST', url: '/v1/auth/user', headers: bearer(student.token) })
    ).json().user;
    expect(user.notifications[0]).toMatchObject({ type: 'recharge', data: { failed: true } });
  });

  it("reads one of their own by id, gateway orders too; another student's answers 404", async () => {
    const order = await request(student.user.id, {
      method: 'fawry',
      provider: 'fawry',
      providerRef: '900000000002',
    });
    expect((await get(`/wallet/topups/${order.id}`)).json().data).toMatchObject({
      id: order.id,
      status: 'pending',
      method: 'fawry',
    });
    const res = await get(`/wallet/topups/${order.id}`, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NOT_FOUND');
  });

  it('cancels a pending request once; a reviewed one or another student’s cannot be', async () => {
    const pending = await request(student.user.id);
    const countBefore = (await get('/wallet')).json().meta.pending_mobile_payments_count;
    expect((await cancel(pending.id, other.token)).statusCode).toBe(404);
    const res = await cancel(pending.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: pending.id, status: 'cancelled' });
    expect((await cancel(pending.id)).json().data.status).toBe('cancelled');
    expect((await get('/wallet')).json().meta.pending_mobile_payments_count).toBe(countBefore - 1);
    // staff can no longer confirm it
    await expect(reviewTopup(t.db, { id: pending.id, approve: true })).rejects.toThrow();
    const confirmed = await request(student.user.id);
    await reviewTopup(t.db, { id: confirmed.id, approve: true });
    const late = await cancel(confirmed.id);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('تمت مراجعة الطلب بالفعل، لا يمكن إلغاؤه');
  });
});

describe('the recipient before a transfer', () => {
  const lookup = (address: string, token = student.token, app = t.app) =>
    app.inject({
      method: 'GET',
      url: `/v1/wallet/recipient?address=${encodeURIComponent(address)}`,
      headers: bearer(token),
    });
  const addressOf = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/v1/wallet', headers: bearer(token) })).json().wallet
      .address as string;

  it("answers only the owner's display name; unknown and own addresses as the transfer would", async () => {
    const theirs = await addressOf(other.token);
    const res = await lookup(` ${theirs} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { name: other.user.name } });
    expect((await lookup('99999999999')).json().error).toBe('WALLET_NOT_FOUND');
    expect((await lookup(await addressOf(student.token))).json().error).toBe('CANNOT_TRANSFER_TO_YOURSELF');
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/wallet/recipient?address=${theirs}` })).statusCode,
    ).toBe(401);
  });

  it('is limited per student against walking the addresses', async () => {
    const limited = await createTestApp({ rateLimits: true });
    try {
      const gradeId = (await seedBasics(limited.db)).gradeIds[0]!;
      await setVerification(limited.db, false);
      const a = await signUp(limited.app, limited.db, gradeId);
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) codes.push((await lookup(`1000000${i}`, a.token, limited.app)).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 404)).toBe(true);
      expect(codes[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
