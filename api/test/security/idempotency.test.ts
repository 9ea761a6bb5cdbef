import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, ledgerTransactions } from '../../src/db/schema/index';
import {
  credit,
  debit,
  getBalance,
  getWallet,
  isDomainError,
  transferBalance,
} from '../../src/domain/ledger/index';
import { makeCourse } from '../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, signUp } from '../support/fixtures';

// Issue 8, finding 3: an Idempotency-Key is bound to the request it was first sent with.
let t: TestApp;
let alice: { token: string; id: number };
let bob: { token: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  const { gradeIds } = await seedBasics(t.db);
  const a = await signUp(t.app, t.db, gradeIds[0]!);
  const b = await signUp(t.app, t.db, gradeIds[0]!);
  alice = { token: a.token, id: a.user.id };
  bob = { token: b.token, id: b.user.id };
  await credit(t.db, { userId: alice.id, amount: 100_000, type: 'recharge' });
});
afterAll(async () => {
  await t?.close();
});

const buy = (courseId: number, key: string, body: unknown = { pay_by: 'wallet' }) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/courses/${courseId}/purchase`,
    headers: { ...bearer(alice.token), 'idempotency-key': key },
    payload: body as object,
  });
const enrolled = async (courseId: number) =>
  Number(
    (
      await t.db
        .select({ n: count() })
        .from(enrolments)
        .where(and(eq(enrolments.userId, alice.id), eq(enrolments.courseId, courseId)))
    )[0]?.n,
  );
const ledgerRows = async () =>
  Number(
    (
      await t.db
        .select({ n: count() })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.userId, alice.id))
    )[0]?.n,
  );

describe('Idempotency-Key on a purchase', () => {
  it('the same key on a second course of the same price is refused and grants nothing', async () => {
    const first = await makeCourse(t.db, { price: 2_000 });
    const second = await makeCourse(t.db, { price: 2_000 });
    const ok = await buy(first.id, 'key-course-1');
    expect(ok.statusCode).toBe(200);
    const balance = await getBalance(t.db, alice.id);
    const rows = await ledgerRows();
    const reused = await buy(second.id, 'key-course-1');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ error: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await enrolled(second.id)).toBe(0);
    expect(await getBalance(t.db, alice.id)).toBe(balance);
    expect(await ledgerRows()).toBe(rows);
  });

  it('a retry of the same request answers the first answer and charges once', async () => {
    const course = await makeCourse(t.db, { price: 1_500 });
    const before = await getBalance(t.db, alice.id);
    const first = await buy(course.id, 'key-retry-1');
    const again = await buy(course.id, 'key-retry-1');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await getBalance(t.db, alice.id)).toBe(before - 1_500);
  });

  it('the same key with another body (pay-card instead of wallet) is refused', async () => {
    const course = await makeCourse(t.db, { price: 1_000 });
    expect((await buy(course.id, 'key-body-1')).statusCode).toBe(200);
    const other = await buy(course.id, 'key-body-1', { pay_by: 'paycard', code: 'ABCDEFGH' });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('two different courses racing with one key: one is bought, the other refused', async () => {
    const [a, b] = [await makeCourse(t.db, { price: 700 }), await makeCourse(t.db, { price: 700 })];
    const before = await getBalance(t.db, alice.id);
    const answers = await Promise.all([buy(a.id, 'key-race-1'), buy(b.id, 'key-race-1')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect((await enrolled(a.id)) + (await enrolled(b.id))).toBe(1);
    expect(await getBalance(t.db, alice.id)).toBe(before - 700);
  });
});

describe('Idempotency-Key in the ledger (checked again under the wallet lock)', () => {
  it('a movement for another course with the same key is IDEMPOTENCY_KEY_REUSED', async () => {
    const [a, b] = [await makeCourse(t.db), await makeCourse(t.db)];
    await debit(t.db, {
      userId: alice.id,
      amount: 100,
      type: 'course_purchase',
      courseId: a.id,
      idempotencyKey: 'L1',
    });
    const err = await debit(t.db, {
      userId: alice.id,
      amount: 100,
      type: 'course_purchase',
      courseId: b.id,
      idempotencyKey: 'L1',
    }).catch((e) => e);
    expect(isDomainError(err, 'IDEMPOTENCY_KEY_REUSED')).toBe(true);
  });

  it('a transfer key reused for another recipient or amount is refused', async () => {
    const bobWallet = await getWallet(t.db, bob.id);
    await transferBalance(t.db, {
      fromUserId: alice.id,
      toAddress: bobWallet.address,
      amount: 500,
      idempotencyKey: 'T1',
    });
    const before = await getBalance(t.db, alice.id);
    const err = await transferBalance(t.db, {
      fromUserId: alice.id,
      toAddress: bobWallet.address,
      amount: 900,
      idempotencyKey: 'T1',
    }).catch((e) => e);
    expect(isDomainError(err, 'IDEMPOTENCY_KEY_REUSED')).toBe(true);
    expect(await getBalance(t.db, alice.id)).toBe(before);
    const replay = await transferBalance(t.db, {
      fromUserId: alice.id,
      toAddress: bobWallet.address,
      amount: 500,
      idempotencyKey: 'T1',
    });
    expect(replay.replayed).toBe(true);
  });
});
