import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pushDevices } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, setVerification, signUp } from '../support/fixtures';

let t: TestApp;
let gradeId: number;
beforeAll(async () => {
  t = await createTestApp();
  gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  await setVerification(t.db, false);
});
afterAll(() => t.close());

const unread = async (userId: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  )[0]!.n;

async function notify(userId: number, n: number) {
  await t.db.insert(notifications).values(
    Array.from({ length: n }, (_, i) => ({
      userId,
      type: i % 2 ? 'recharge' : 'admin_message',
      title: `إشعار ${i}`,
      content: 'نص',
      to: i % 2 ? '/wallet' : null,
      createdAt: new Date(Date.now() - (n - i) * 1000),
    })),
  );
}

describe('notifications in the user object', () => {
  it('latest 50, newest first, with the unread count of all', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    await notify(s.user.id, 55);
    const user = (
      await t.app.inject({ method: 'POST', url: '/v1/auth/user', headers: bearer(s.token) })
    ).json().user;
    expect(user.notifications).toHaveLength(50);
    expect(user.notifications_count).toBe(55);
    expect(user.notifications[0]).toMatchObject({
      read: false,
      type: 'admin_message',
      data: { title: 'إشعار 54', to: null },
    });
    expect(user.notifications[1].data).toMatchObject({ type: 'recharge', to: '/wallet' });
  });
});

describe('POST /v1/notifications/read', () => {
  it('marks every notification of the caller read, and nobody else’s', async () => {
    const a = await signUp(t.app, t.db, gradeId);
    const b = await signUp(t.app, t.db, gradeId);
    await notify(a.user.id, 3);
    await notify(b.user.id, 2);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/notifications/read',
      headers: bearer(a.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ notifications_count: 0 });
    expect(await unread(a.user.id)).toBe(0);
    expect(await unread(b.user.id)).toBe(2);
  });

  it('401 without or with a revoked token; 422 with fields; nothing read', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    await notify(s.user.id, 2);
    expect((await t.app.inject({ method: 'POST', url: '/v1/notifications/read' })).statusCode).toBe(401);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/v1/notifications/read',
      headers: bearer(s.token),
      payload: { ids: [1] },
    });
    expect(extra.statusCode).toBe(422);
    await t.app.inject({ method: 'POST', url: '/v1/logout', headers: bearer(s.token) });
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/notifications/read', headers: bearer(s.token) }))
        .statusCode,
    ).toBe(401);
    expect(await unread(s.user.id)).toBe(2);
  });
});

describe('POST /v1/notifications/create (push device registration)', () => {
  const create = (token: string | null, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/notifications/create',
      headers: token ? bearer(token) : {},
      payload: payload as object,
    });

  it('registers a device token once; the last user to sign in on the device owns it', async () => {
    const a = await signUp(t.app, t.db, gradeId);
    const b = await signUp(t.app, t.db, gradeId);
    const device = { device_token: 'fcm-token-abcdefghijklmnop', platform: 'android' };
    expect((await create(a.token, device)).statusCode).toBe(200);
    expect((await create(a.token, device)).statusCode).toBe(200);
    expect((await create(b.token, device)).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(pushDevices)
      .where(eq(pushDevices.deviceToken, device.device_token));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(b.user.id);
  });

  it.each([
    ['missing token', { platform: 'ios' }, 'device_token', 'هذا الحقل مطلوب'],
    ['short token', { device_token: 'abc', platform: 'ios' }, 'device_token', 'يجب ألا يقل عن 8 أحرف'],
    [
      'unknown platform',
      { device_token: 'abcdefghijkl', platform: 'symbian' },
      'platform',
      'القيمة المختارة غير صحيحة',
    ],
    [
      'unknown field',
      { device_token: 'abcdefghijkl', platform: 'ios', user_id: 1 },
      'user_id',
      'حقل غير معروف',
    ],
  ])('422 for %s; nothing stored', async (_n, payload, field, message) => {
    const s = await signUp(t.app, t.db, gradeId);
    const before = (await t.db.select({ n: count() }).from(pushDevices))[0]!.n;
    const res = await create(s.token, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect((await t.db.select({ n: count() }).from(pushDevices))[0]!.n).toBe(before);
  });

  it('401 without a token', async () => {
    expect((await create(null, { device_token: 'abcdefghijkl', platform: 'ios' })).statusCode).toBe(401);
  });
});

describe('GET /notifications', () => {
  it('pages through every notification, not only the latest 50, with the wallet off too', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    const other = await signUp(t.app, t.db, gradeId);
    await notify(s.user.id, 55);
    await notify(other.user.id, 3);
    const { getSettings, updateSettings } = await import('../../src/domain/settings/index');
    await updateSettings(t.db, { ...(await getSettings(t.db)), enable_wallet_system: false });
    try {
      const seen: string[] = [];
      let url: string | null = '/v1/notifications';
      while (url) {
        const res: {
          statusCode: number;
          json: () => { data: { data: { title: string } }[]; links: { next: string | null } };
        } = await t.app.inject({ method: 'GET', url, headers: bearer(s.token) });
        expect(res.statusCode).toBe(200);
        const body: { data: { data: { title: string } }[]; links: { next: string | null } } = res.json();
        seen.push(...body.data.map((n: { data: { title: string } }) => n.data.title));
        url = body.links.next;
      }
      expect(seen).toHaveLength(55);
      expect(seen[0]).toBe('إشعار 54');
      expect(seen.at(-1)).toBe('إشعار 0');
      const anon = await t.app.inject({ method: 'GET', url: '/v1/notifications' });
      expect(anon.statusCode).toBe(401);
    } finally {
      await updateSettings(t.db, { ...(await getSettings(t.db)), enable_wallet_system: true });
    }
  });
});
