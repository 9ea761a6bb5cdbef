import { supportSuccessMessage } from '@app/shared-contracts/errors';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportTickets } from '../../src/db/schema/index';
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
