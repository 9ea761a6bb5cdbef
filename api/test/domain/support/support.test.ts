import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../src/db/index';
import { notifications, outlets } from '../../../src/db/schema/index';
import { recentMailsTo } from '../../../src/domain/mail/outbox-repository';
import {
  insertTicket,
  listOutlets,
  openTickets,
  replyToTicket,
  studentReply,
  studentTickets,
  studentTicketThread,
} from '../../../src/domain/support/index';
import { makeUser, pgliteFactory } from '../_support/db';

describe('support domain: tickets, threads and outlets', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await pgliteFactory();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("threads a student's ticket: staff replies reach the bell, the student writes again", async () => {
    const { db } = handle;
    const userId = await makeUser(db);
    const { id } = await insertTicket(db, {
      userId,
      guest: null,
      title: 'مشكلة',
      content: 'لا يعمل الفيديو',
    });
    expect((await openTickets(db)).map((t) => t.t.id)).toContain(id);
    await replyToTicket(db, id, 'جرّب مرة أخرى');
    const [bell] = await db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(bell).toMatchObject({ type: 'ticket_reply', content: 'جرّب مرة أخرى', to: `/help/tickets/${id}` });
    expect((await openTickets(db)).map((t) => t.t.id)).not.toContain(id);
    const thread = await studentReply(db, userId, id, 'ما زال لا يعمل');
    expect(thread.messages.map((m) => m.author)).toEqual(['student', 'staff', 'student']);
    expect((await openTickets(db)).map((t) => t.t.id)).toContain(id);
    expect((await studentTickets(db, userId)).map((t) => t.id)).toEqual([id]);
    const stranger = await makeUser(db);
    await expect(studentTicketThread(db, stranger, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(studentReply(db, stranger, id, 'x')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("answers a guest's ticket once, by e-mail through the outbox", async () => {
    const { db } = handle;
    const guest = { name: 'زائر', email: 'guest@example.com', phone: '01012345678' };
    const { id } = await insertTicket(db, { userId: null, guest, title: 'سؤال', content: 'كيف أشترك؟' });
    const answer = await replyToTicket(db, id, 'من صفحة الدورات');
    expect(answer.via).toBe('email');
    const [mail] = await recentMailsTo(db, 'guest@example.com');
    expect(mail?.text).toContain('من صفحة الدورات');
    expect(mail?.text).toContain(`رقم التذكرة: ${id}`);
    await expect(replyToTicket(db, id, 'مرة ثانية')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(replyToTicket(db, 999_999, 'x')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists outlets by governorate, city and position', async () => {
    const { db } = handle;
    const place = { address: 'شارع', phone: null, mapUrl: null };
    await db.insert(outlets).values([
      { ...place, name: 'ج', governorate: 'القاهرة', city: 'مدينة نصر', position: 2 },
      { ...place, name: 'ب', governorate: 'القاهرة', city: 'مدينة نصر', position: 1 },
      { ...place, name: 'أ', governorate: 'الإسكندرية', city: 'سموحة', position: 5 },
    ]);
    expect((await listOutlets(db)).map((o) => o.name)).toEqual(['أ', 'ب', 'ج']);
  });
});
