import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../src/db/index';
import { enrolments, ledgerTransactions, wallets } from '../../../src/db/schema/index';
import { joinCourse, purchaseCourse } from '../../../src/domain/access/index';
import { isDomainError } from '../../../src/domain/errors';
import { adjustBalance, credit, getWallet, transferBalance } from '../../../src/domain/ledger/index';
import { issueRechargeCards, redeemRechargeCard } from '../../../src/domain/paycards/index';
import { makeUser, pgliteFactory, postgresFactory, TEST_DATABASE_URL } from '../_support/db';
import { makeCourse } from '../_support/fixtures';

// Issue 8: the ledger against a model. Random purchases, joins, card redemptions, transfers,
// top-ups and adjustments with random idempotency keys, run in concurrent batches (the operations
// of one batch touch disjoint wallets, so their order cannot change the outcome). After every
// batch: each answer is the one the model predicts, balances equal the model's and their ledger
// sums, nothing is negative, enrolments agree.
/** At least 10 000 on PostgreSQL; fewer on the embedded PGlite, which is slower. */
const PG_OPS = Number(process.env.LEDGER_PROPERTY_OPS ?? 10_000);
const PGLITE_OPS = 2_000;
const USERS = 8;
const BATCH = 4;

type Op =
  | { kind: 'topup'; user: number; amount: number; key: string | null }
  | { kind: 'buy'; user: number; course: number; key: string | null }
  | { kind: 'join'; user: number; course: number }
  | { kind: 'transfer'; user: number; to: number; amount: number; key: string | null }
  | { kind: 'adjust'; user: number; amount: number }
  | { kind: 'card'; user: number; card: number };

const key = fc.option(fc.constantFrom('k1', 'k2', 'k3', 'k4', 'k5'), { nil: null });
const user = fc.integer({ min: 0, max: USERS - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('topup' as const), user, amount: fc.integer({ min: 1, max: 50_000 }), key }),
  fc.record({ kind: fc.constant('buy' as const), user, course: fc.integer({ min: 0, max: 5 }), key }),
  fc.record({ kind: fc.constant('join' as const), user, course: fc.integer({ min: 0, max: 5 }) }),
  fc.record({
    kind: fc.constant('transfer' as const),
    user,
    to: user,
    amount: fc.integer({ min: 1, max: 30_000 }),
    key,
  }),
  fc.record({
    kind: fc.constant('adjust' as const),
    user,
    amount: fc.integer({ min: -20_000, max: 20_000 }),
  }),
  fc.record({ kind: fc.constant('card' as const), user, card: fc.integer({ min: 0, max: 29 }) }),
);

/** Course shapes: paid by wallet (3), free (1), joined by lectures (2). */
const COURSES = [
  { payType: 'course' as const, price: 5_000 },
  { payType: 'course' as const, price: 12_000 },
  { payType: 'course' as const, price: 40_000 },
  { payType: 'course' as const, price: 0 },
  { payType: 'lectures' as const, price: 0 },
  { payType: 'lectures' as const, price: 0 },
];

interface Model {
  balance: number[];
  enrolled: Set<string>;
  /** `${user}:${key}` → the signature of the ledger row holding that key. */
  ledgerKeys: Map<string, string>;
  /** `${user}:${course}` → the key the enrolment was made with. */
  enrolKeys: Map<string, string | null>;
  cardUsedBy: (number | null)[];
}

function predict(m: Model, o: Op): string {
  const u = o.user;
  const keyed = (k: string | null, sig: string, apply: () => string): string => {
    if (!k) return apply();
    const prior = m.ledgerKeys.get(`${u}:${k}`);
    if (prior === undefined) {
      const out = apply();
      if (out === 'ok') m.ledgerKeys.set(`${u}:${k}`, sig);
      return out;
    }
    return prior === sig ? 'replay' : 'IDEMPOTENCY_KEY_REUSED';
  };
  switch (o.kind) {
    case 'topup':
      return keyed(o.key, `recharge:${o.amount}`, () => {
        m.balance[u]! += o.amount;
        return 'ok';
      });
    case 'buy': {
      const c = COURSES[o.course]!;
      if (c.payType === 'lectures') return 'VALIDATION_FAILED';
      const e = `${u}:${o.course}`;
      if (m.enrolled.has(e)) return o.key && m.enrolKeys.get(e) === o.key ? 'replay' : 'ALREADY_PURCHASED';
      if (c.price === 0) {
        m.enrolled.add(e);
        m.enrolKeys.set(e, o.key);
        return 'ok';
      }
      const out = keyed(o.key, `course_purchase:${-c.price}:${o.course}`, () => {
        if (m.balance[u]! < c.price) return 'BALANCE_NOT_ENOUGH';
        m.balance[u]! -= c.price;
        return 'ok';
      });
      if (out === 'ok') {
        m.enrolled.add(e);
        m.enrolKeys.set(e, o.key);
      }
      return out;
    }
    case 'join': {
      const c = COURSES[o.course]!;
      if (c.payType === 'course' && c.price > 0) return 'VALIDATION_FAILED';
      const e = `${u}:${o.course}`;
      if (m.enrolled.has(e)) return 'ALREADY_JOINED';
      m.enrolled.add(e);
      m.enrolKeys.set(e, null);
      return 'ok';
    }
    case 'transfer':
      if (o.to === u) return 'CANNOT_TRANSFER_TO_YOURSELF';
      return keyed(o.key, `balance_transfer:${-o.amount}:${o.to}`, () => {
        if (m.balance[u]! < o.amount) return 'NO_ENOUGH_BALANCE';
        m.balance[u]! -= o.amount;
        m.balance[o.to]! += o.amount;
        return 'ok';
      });
    case 'adjust':
      if (o.amount === 0) return 'VALIDATION_FAILED';
      if (m.balance[u]! + o.amount < 0) return 'BALANCE_NOT_ENOUGH';
      m.balance[u]! += o.amount;
      return 'ok';
    case 'card': {
      if (m.cardUsedBy[o.card] !== null) return 'USED_PAYCARD';
      m.cardUsedBy[o.card] = u;
      m.balance[u]! += CARD_VALUE;
      return 'ok';
    }
  }
}

const CARD_VALUE = 10_000;

function suite(name: string, factory: () => Promise<DbHandle>, OPS: number) {
  describe(name, () => {
    let h: DbHandle;
    let userIds: number[];
    let courseIds: number[];
    let cardCodes: string[];
    let addresses: string[];
    const m: Model = {
      balance: Array(USERS).fill(0),
      enrolled: new Set(),
      ledgerKeys: new Map(),
      enrolKeys: new Map(),
      cardUsedBy: Array(30).fill(null),
    };

    beforeAll(async () => {
      h = await factory();
      userIds = [];
      addresses = [];
      for (let i = 0; i < USERS; i++) {
        const id = await makeUser(h.db);
        userIds.push(id);
        addresses.push((await getWallet(h.db, id)).address);
      }
      courseIds = [];
      for (const c of COURSES) courseIds.push((await makeCourse(h.db, c)).id);
      cardCodes = (await issueRechargeCards(h.db, { value: CARD_VALUE, count: 30 })).map((c) => c.code);
    }, 120_000);
    afterAll(async () => {
      await h?.close();
    });

    async function run(o: Op): Promise<string> {
      const u = userIds[o.user]!;
      try {
        let replayed = false;
        switch (o.kind) {
          case 'topup':
            replayed = (
              await credit(h.db, { userId: u, amount: o.amount, type: 'recharge', idempotencyKey: o.key })
            ).replayed;
            break;
          case 'buy':
            replayed = (
              await purchaseCourse(h.db, {
                userId: u,
                courseId: courseIds[o.course]!,
                payBy: 'wallet',
                idempotencyKey: o.key,
              })
            ).replayed;
            break;
          case 'join':
            await joinCourse(h.db, u, courseIds[o.course]!);
            break;
          case 'transfer':
            replayed = (
              await transferBalance(h.db, {
                fromUserId: u,
                toAddress: addresses[o.to]!,
                amount: o.amount,
                idempotencyKey: o.key,
              })
            ).replayed;
            break;
          case 'adjust':
            await adjustBalance(h.db, { userId: u, amount: o.amount, comment: 'property test' });
            break;
          case 'card':
            await redeemRechargeCard(h.db, { userId: u, code: cardCodes[o.card]! });
            break;
        }
        return replayed ? 'replay' : 'ok';
      } catch (err) {
        if (isDomainError(err)) return err.code;
        throw err;
      }
    }

    /** Wallets a batch operation touches: one per batch, so a batch's order cannot matter. */
    const touched = (o: Op) => (o.kind === 'transfer' ? [o.user, o.to] : [o.user]);

    it(`agrees with the model over ${OPS} random operations`, async () => {
      let done = 0;
      const batches = fc.sample(fc.array(op, { minLength: 40, maxLength: 40 }), Math.ceil(OPS / 40));
      for (const ops of batches) {
        // Split into concurrent groups of operations on disjoint wallets (and distinct cards).
        let rest = ops;
        while (rest.length > 0) {
          const group: Op[] = [];
          const busy = new Set<number>();
          const cards = new Set<number>();
          const later: Op[] = [];
          for (const o of rest) {
            const w = touched(o);
            const card = o.kind === 'card' ? o.card : -1;
            if (group.length < BATCH && w.every((x) => !busy.has(x)) && !cards.has(card)) {
              group.push(o);
              for (const x of w) busy.add(x);
              if (card >= 0) cards.add(card);
            } else later.push(o);
          }
          const expected = group.map((o) => predict(m, o));
          const actual = await Promise.all(group.map(run));
          expect(actual.map((a, i) => [group[i], a])).toEqual(group.map((o, i) => [o, expected[i]]));
          done += group.length;
          rest = later;
        }
        await checkInvariants();
      }
      expect(done).toBeGreaterThanOrEqual(OPS);
    }, 900_000);

    async function checkInvariants() {
      const rows = await h.db.select().from(wallets);
      const sums = await h.db
        .select({ userId: ledgerTransactions.userId, sum: sql<string>`sum(${ledgerTransactions.value})` })
        .from(ledgerTransactions)
        .groupBy(ledgerTransactions.userId);
      const sumOf = new Map(sums.map((s) => [s.userId, Number(s.sum)]));
      for (const [i, id] of userIds.entries()) {
        const w = rows.find((r) => r.userId === id)!;
        expect(w.balance).toBeGreaterThanOrEqual(0);
        expect([id, w.balance]).toEqual([id, sumOf.get(id) ?? 0]);
        expect([id, w.balance]).toEqual([id, m.balance[i]]);
      }
      const enrolled = await h.db.select({ u: enrolments.userId, c: enrolments.courseId }).from(enrolments);
      const got = new Set(enrolled.map((e) => `${userIds.indexOf(e.u)}:${courseIds.indexOf(e.c)}`));
      expect([...got].sort()).toEqual([...m.enrolled].sort());
    }
  });
}

suite('ledger property on PGlite', pgliteFactory, PGLITE_OPS);
if (TEST_DATABASE_URL) suite('ledger property on PostgreSQL', postgresFactory, PG_OPS);
else describe.skip('ledger property on PostgreSQL (TEST_DATABASE_URL not set)', () => {});
