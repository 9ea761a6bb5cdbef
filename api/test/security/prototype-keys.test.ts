import { DETAIL_MESSAGES } from '@app/shared-contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, signUp } from '../support/fixtures';
import { multipartForm } from '../support/multipart';

// Issue 8 (low): a key named like a member of Object.prototype crashed the error handler (500),
// and `constructor` / `__proto__` were dropped without a word.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t.app, t.db, (await seedBasics(t.db)).gradeIds[0]!)).token;
});
afterAll(async () => {
  await t?.close();
});

const KEYS = ['toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'constructor', '__proto__'];
const login = (raw: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/login',
    headers: { 'content-type': 'application/json' },
    payload: raw,
  });

describe('JSON keys named like Object.prototype members', () => {
  it.each(KEYS)('%s at the top level: 422 on that field, never 500', async (key) => {
    const res = await login(`{"email":"a@example.com","password":"x","${key}":"y"}`);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.hasOwn(body.errors, key)).toBe(true);
    expect(body.errors[key]).toEqual([DETAIL_MESSAGES.unknownField]);
  });

  it.each(['constructor', '__proto__'])(
    '%s nested in an object or array is refused on its path',
    async (key) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/exams/session/submit',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: `{"session_token":"x","answers":[{"question_id":1,"${key}":{"prototype":{"admin":true}}}]}`,
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([`answers.0.${key}`]);
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    },
  );

  it('an escaped __proto__ key is the same key', async () => {
    const res = await login('{"email":"a@example.com","password":"x","\\u005f_proto__":{"admin":true}}');
    expect(res.statusCode).toBe(422);
    expect(Object.hasOwn(res.json().errors, '__proto__')).toBe(true);
  });

  it('in a query string: 422 on that field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/dev/outbox?email=a@example.com&toString=1' });
    expect(res.statusCode).toBe(422);
    expect(Object.hasOwn(res.json().errors, 'toString')).toBe(true);
  });
});

describe('multipart field names named like Object.prototype members', () => {
  // @fastify/multipart refuses such a name without saying which part it was: 422 on the body.
  it.each(KEYS)('%s: 422 with the error shape, never 500', async (key) => {
    const form = multipartForm({ [key]: 'x', page_number: '1', question_number: '1' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/bank-questions',
      headers: { ...bearer(token), 'content-type': form.contentType },
      payload: form.body,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ body: [DETAIL_MESSAGES.unknownField] });
  });
});
