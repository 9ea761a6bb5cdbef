import { supportSuccessMessage } from '@app/shared-contracts/errors';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportTickets } from '../../src/db/schema/index';
import { replyToTicket } from '../../src/domain/support/index';
import { TICKET_LIMIT } from '../../src/routes/support/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, signUp } from '../support/fixtures';

let t: TestApp;
let gradeId: number;
beforeAll(async () => {
  t = await createTestApp();
  gradeId = (await seedBasics(t.db)).gradeIds[0]!;
});
afterAll(() => t.close());

const post = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/v1/support-tickets', payload, headers });
const tickets = async () => (await t.db.select({ n: count() }).from(supportTickets))[0]!.n;
const guest = { name: 'سارة أحمد', email: 'Sara@Example.com ', phone: '01012345678' };

describe('POST /support-tickets', () => {
  it('a guest opens a ticket with name, e-mail and phone and gets its number', async () => {
    const res = await post({ title: 'مشكلة في الدخول', content: 'لا أستطيع الدخول', ...guest });
    expect(res.statusCode).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe(supportSuccessMessage(data.id));
    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, data.id));
    expect(row).toMatchObject({ userId: null, email: 'sara@example.com', status: 'open', name: 'سارة أحمد' });
  });

  it('a signed-in student needs only title and content; the ticket is theirs', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    const res = await post({ title: 'سؤال', content: 'محتوى' }, bearer(s.token));
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, res.json().data.id));
    expect(row).toMatchObject({ userId: s.user.id, name: null, email: null });
  });

  it('refuses a guest without name, e-mail or phone with 422 by field, nothing stored', async () => {
    const before = await tickets();
    const res = await post({ title: 'عنوان', content: 'محتوى' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name', 'phone']);
    expect(await tickets()).toBe(before);
  });

  it.each([
    ['a blank title', { title: '   ', content: 'x' }, 'title'],
    ['an invisible title', { title: '\u200b\u200f\u202e', content: 'x' }, 'title'],
    ['a huge content', { title: 'x', content: 'ك'.repeat(5001) }, 'content'],
    ['an unknown field', { title: 'x', content: 'x', admin: true }, 'admin'],
    ['a bad e-mail', { title: 'x', content: 'x', ...guest, email: 'nope' }, 'email'],
  ])('refuses %s with 422 on that field', async (_name, body, field) => {
    const before = await tickets();
    const res = await post({ ...guest, ...body });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(field);
    expect(await tickets()).toBe(before);
  });
});

describe('floods of tickets', () => {
  it(`answers RATE_LIMITED after ${TICKET_LIMIT.max} tickets from one address`, async () => {
    const limited = await createTestApp({ rateLimits: true });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/v1/support-tickets',
          payload: { title: 'عنوان', content: 'محتوى', ...guest },
        });
      for (let i = 0; i < TICKET_LIMIT.max; i++) expect((await send()).statusCode).toBe(200);
      const over = await send();
      expect(over.statusCode).toBe(429);
      expect(over.json().error).toBe('RATE_LIMITED');
      const n = (await limited.db.select({ n: count() }).from(supportTickets))[0]!.n;
      expect(n).toBe(TICKET_LIMIT.max);
    } finally {
      await limited.close();
    }
  });
});

describe("a student's own tickets and their threads", () => {
  it('lists only their tickets with status; staff and the student each write more than once', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    const other = await signUp(t.app, t.db, gradeId);
    const open = async (title: string, token: string) =>
      (await post({ title, content: `${title}: التفاصيل` }, bearer(token))).json().data.id as number;
    const first = await open('الفيديو لا يعمل', s.token);
    const second = await open('مشكلة في الدفع', s.token);
    const foreign = await open('تذكرة طالب آخر', other.token);
    await post({ title: 'ضيف', content: 'x', ...guest });
    const get = (url: string, token = s.token) =>
      t.app.inject({ method: 'GET', url, headers: bearer(token) });
    const reply = (id: number, content: unknown, token = s.token) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/support/tickets/${id}/replies`,
        headers: bearer(token),
        payload: { content },
      });

    const list = (await get('/v1/support/tickets')).json().data;
    expect(list.map((x: { id: number }) => x.id)).toEqual([second, first]);
    expect(list[0]).toMatchObject({ title: 'مشكلة في الدفع', status: 'open', replies_count: 0 });

    await replyToTicket(t.db, first, 'جرّب متصفحاً آخر');
    expect((await reply(first, 'جربت ولم ينجح')).statusCode).toBe(200);
    await replyToTicket(t.db, first, 'أرسل لنا لقطة شاشة');
    const last = await reply(first, 'هذه هي اللقطة');
    expect(last.statusCode).toBe(200);
    expect(last.json().data.status).toBe('open');

    const thread = (await get(`/v1/support/tickets/${first}`)).json().data;
    expect(thread.messages.map((m: { author: string; content: string }) => [m.author, m.content])).toEqual([
      ['student', 'الفيديو لا يعمل: التفاصيل'],
      ['staff', 'جرّب متصفحاً آخر'],
      ['student', 'جربت ولم ينجح'],
      ['staff', 'أرسل لنا لقطة شاشة'],
      ['student', 'هذه هي اللقطة'],
    ]);
    expect(thread).toMatchObject({ id: first, status: 'open', replies_count: 4 });
    // The ticket with the newest message comes first.
    expect((await get('/v1/support/tickets')).json().data[0].id).toBe(first);
    await replyToTicket(t.db, first, 'تم الحل');
    expect((await get(`/v1/support/tickets/${first}`)).json().data.status).toBe('answered');

    // Nobody else reads or writes in it: another student gets 404, a guest 401.
    expect((await get(`/v1/support/tickets/${foreign}`)).statusCode).toBe(404);
    expect((await reply(foreign, 'تطفل')).statusCode).toBe(404);
    expect((await get(`/v1/support/tickets/${first}`, other.token)).statusCode).toBe(404);
    expect(
      (await get('/v1/support/tickets', other.token)).json().data.map((x: { id: number }) => x.id),
    ).toEqual([foreign]);
    const guestCall = await t.app.inject({ method: 'GET', url: '/v1/support/tickets' });
    expect(guestCall.statusCode).toBe(401);
    const blank = await reply(first, '\u200b ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toHaveProperty('content');
  });
});
