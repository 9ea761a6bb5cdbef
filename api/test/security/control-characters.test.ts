import { DETAIL_MESSAGES } from '@app/shared-contracts/errors';
import { count } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { loggableError } from '../../src/lib/loggable-error';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, registerBody, seedBasics, signUp } from '../support/fixtures';

// Issue 8, finding 5: a NUL byte in a text field answered 500 and logged the password hash.
let t: TestApp;
let gradeId: number;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  token = (await signUp(t.app, t.db, gradeId)).token;
});
afterAll(async () => {
  await t?.close();
});

const usersCount = async () => Number((await t.db.select({ n: count() }).from(users))[0]?.n);

describe('control characters', () => {
  it.each([
    ['NUL in the name', { name: 'أحمد\u0000علي' }, 'name'],
    ['NUL in the password', { password: 'pass\u0000word-123' }, 'password'],
    ['ESC in the name', { name: 'أحمد\u001b[31m' }, 'name'],
    ['DEL in the name', { name: 'أحمد\u007f' }, 'name'],
  ])('register: 422 for %s, nothing created', async (_n, override, field) => {
    const before = await usersCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/register',
      payload: registerBody(gradeId, override),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([DETAIL_MESSAGES.controlCharacters]);
    expect(await usersCount()).toBe(before);
  });

  it('login and profile refuse NUL with 422 too; newline and tab stay allowed where text is', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: 'a@b.co', password: 'x\u0000' },
    });
    expect(login.statusCode).toBe(422);
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/v1/profile',
      headers: bearer(token),
      payload: { name: 'اسم\u0000' },
    });
    expect(profile.statusCode).toBe(422);
    expect(profile.json().errors.name).toEqual([DETAIL_MESSAGES.controlCharacters]);
    // A name is one line; a ticket's message may run over lines and keep a tab.
    for (const name of ['اسم\nثاني', 'اسم\tثاني']) {
      const oneLine = await t.app.inject({
        method: 'PUT',
        url: '/v1/profile',
        headers: bearer(token),
        payload: { name },
      });
      expect(oneLine.statusCode).toBe(422);
      expect(oneLine.json().errors.name).toEqual(['الاسم يُكتب في سطر واحد']);
    }
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/v1/support-tickets',
      headers: bearer(token),
      payload: { title: 'عنوان', content: 'السطر الأول\n\tالسطر الثاني' },
    });
    expect(ticket.statusCode, ticket.body).toBe(200);
  });

  it('a NUL in the query string is 422, not 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/courses?search=%00' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.search).toEqual([DETAIL_MESSAGES.controlCharacters]);
  });
});

describe('logs of failed SQL', () => {
  it('keep the query but never its parameters or the driver detail', () => {
    const cause = Object.assign(new Error('invalid byte sequence'), {
      code: '22021',
      detail: 'Key (email)=(x)',
    });
    const err = new DrizzleQueryError(
      'insert into "users" ("password_hash") values ($1)',
      ['$argon2id$secret'],
      cause,
    );
    const logged = JSON.stringify(loggableError(err));
    expect(logged).toContain('insert into');
    expect(logged).toContain('22021');
    expect(logged).not.toContain('argon2id');
    expect(logged).not.toContain('Key (email)');
  });
});
