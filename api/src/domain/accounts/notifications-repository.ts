import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { notifications, pushDevices } from '../../db/schema/index';

export type NotificationRow = typeof notifications.$inferSelect;

/** One page of a user's notifications, newest first; `more` when another page follows. */
export async function notificationsPage(
  db: Db,
  userId: number,
  opts: { limit: number; offset: number },
): Promise<{ items: NotificationRow[]; more: boolean }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(opts.limit + 1)
    .offset(opts.offset);
  return { items: rows.slice(0, opts.limit), more: rows.length > opts.limit };
}

/** Marks every unread notification of the user read. */
export async function markAllNotificationsRead(db: Db, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** A push device token moves to whoever signs in on that device last. */
export async function registerPushDevice(
  db: Db,
  input: { userId: number; deviceToken: string; platform: string },
): Promise<void> {
  await db
    .insert(pushDevices)
    .values(input)
    .onConflictDoUpdate({
      target: pushDevices.deviceToken,
      set: { userId: input.userId, platform: input.platform, updatedAt: sql`now()` },
    });
}
