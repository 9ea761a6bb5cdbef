import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../src/db/index';
import { notifications, pushDevices } from '../../../src/db/schema/index';
import { getUser } from '../../../src/domain/accounts/accounts';
import {
  markAllNotificationsRead,
  notificationsPage,
  registerPushDevice,
} from '../../../src/domain/accounts/notifications-repository';
import { toNotificationDto, toUserDto } from '../../../src/domain/accounts/user-dto';
import { replaceAvatar, userEmailOf, userNameOf } from '../../../src/domain/accounts/users-repository';
import { makeUser, pgliteFactory } from '../_support/db';

describe('accounts domain: users and notifications', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await pgliteFactory();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('reads names and e-mails, and replaces the avatar answering the one it replaced', async () => {
    const { db } = handle;
    const id = await makeUser(db, 'منى');
    expect(await userNameOf(db, id)).toBe('منى');
    expect(await userEmailOf(db, id)).toMatch(/@example\.com$/);
    expect(await userNameOf(db, 999_999)).toBeNull();
    const first = await replaceAvatar(db, id, '/uploads/avatars/a.png');
    expect(first).toMatchObject({ previous: null, updated: { avatar: '/uploads/avatars/a.png' } });
    const second = await replaceAvatar(db, id, '/uploads/avatars/b.png');
    expect(second.previous).toBe('/uploads/avatars/a.png');
    expect((await getUser(db, id)).avatar).toBe('/uploads/avatars/b.png');
  });

  it('pages the notifications newest first, marks them read, and counts the unread in the user', async () => {
    const { db } = handle;
    const id = await makeUser(db);
    await db.insert(notifications).values(
      Array.from({ length: 5 }, (_, i) => ({
        userId: id,
        type: 'default',
        title: `إشعار ${i}`,
        content: 'نص',
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
    const page1 = await notificationsPage(db, id, { limit: 3, offset: 0 });
    expect(page1.items.map((n) => n.title)).toEqual(['إشعار 4', 'إشعار 3', 'إشعار 2']);
    expect(page1.more).toBe(true);
    const page2 = await notificationsPage(db, id, { limit: 3, offset: 3 });
    expect(page2).toMatchObject({ more: false });
    expect(page2.items).toHaveLength(2);
    expect((await toUserDto(db, await getUser(db, id))).notifications_count).toBe(5);
    await markAllNotificationsRead(db, id);
    const after = await toUserDto(db, await getUser(db, id));
    expect(after.notifications_count).toBe(0);
    expect(after.notifications.every((n) => n.read)).toBe(true);
    expect(toNotificationDto(page1.items[0]!).data.title).toBe('إشعار 4');
  });

  it('moves a push device token to whoever registers it last', async () => {
    const { db } = handle;
    const a = await makeUser(db);
    const b = await makeUser(db);
    await registerPushDevice(db, { userId: a, deviceToken: 'device-1', platform: 'android' });
    await registerPushDevice(db, { userId: b, deviceToken: 'device-1', platform: 'ios' });
    const rows = await db.select().from(pushDevices);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: b, platform: 'ios' });
  });
});
