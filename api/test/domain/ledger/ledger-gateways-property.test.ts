import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../src/db/index';
import { ledgerTransactions, wallets } from '../../../src/db/schema/index';
import { isDomainError } from '../../../src/domain/errors';
import type { Provider } from '../../../src/domain/gateways/config';
import { createGatewayOrder } from '../../../src/domain/gateways/orders';
import {
  readFawryNotification,
  readPaymobCallback,
  readShakeoutWebhook,
} from '../../../src/domain/gateways/providers';
import { fawryMessages, paymobMessages, shakeoutMessages } from '../../../src/domain/gateways/sandbox';
import { settleCallback } from '../../../src/domain/gateways/settle';
import { credit, getWallet, transferBalance } from '../../../src/domain/ledger/index';
import { makeUser, pgliteFactory, postgresFactory, TEST_DATABASE_URL } from '../_support/db';

// Issue 12: the ledger against a model for the money that comes from outside and the transfer fee.
// Random top-ups, transfers with fees, gateway orders and their callbacks (paid, declined,
// replayed, several at once, forged, for another amount), through the real signatures and parsers.
// After every step: each answer is the model's, balances equal the model's and their ledger sums,
// nothing is negative, and money appears only by top-up or a verified paid callback.
const PG_OPS = Number(process.env.LEDGER_GATEWAY_OPS ?? 1_500);
const PGLITE_OPS = 300;
const USERS = 5;
const SECRET = 'property-secret';
const PROVIDERS: Provider[] = ['paymob', 'fawry', 'shakeout'];
const BUILD = { paymob: paymobMessages, fawry: fawryMessages, shakeout: shakeoutMessages };
const READ = {
  paymob: (body: Record<string, unknown>, url: string, secret: string) =>
    readPaymobCallback(body, new URL(url, 'http://x').searchParams.get('hmac'), secret),
  fawry: (body: Record<string, unknown>, _url: string, secret: string) => readFawryNotification(body, secret),
  shakeout: (body: Record<string, unknown>, _url: string, secret: string) =>
    readShakeoutWebhook(body, secret),
};

type Callback = 'paid' | 'declined' | 'forged' | 'cheaper' | 'burst';
type Op =
  | { kind: 'topup'; user: number; amount: number }
  | { kind: 'transfer'; user: number; to: number; amount: number; fee: number }
  | { kind: 'order'; user: number; amount: number; provider: number }
  | { kind: 'callback'; order: number; what: Callback };

const user = fc.integer({ min: 0, max: USERS - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('topup' as const), user, amount: fc.integer({ min: 1, max: 20_000 }) }),
  fc.record({
    kind: fc.constant('transfer' as const),
    user,
    to: user,
    amount: fc.integer({ min: 1, max: 15_000 }),
    fee: fc.constantFrom(0, 50, 250),
  }),
  fc.record({
    kind: fc.constant('order' as const),
    user,
    amount: fc.integer({ min: 1_000, max: 30_000 }),
    provider: fc.integer({ min: 0, max: 2 }),
  }),
  fc.record({
    kind: fc.constant('callback' as const),
    order: fc.nat(),
    what: fc.constantFrom<Callback>('paid', 'declined', 'forged', 'cheaper', 'burst', 'paid'),
  }),
);

interface OrderModel {
  user: number;
  amount: number;
  provider: Provider;
  ref: string;
  topupId: number;
  status: 'pending' | 'failed' | 'confirmed';
}

function suite(name: string, factory: () => Promise<DbHandle>, OPS: number) {
  describe(name, () => {
    let h: DbHandle;
    const ids: number[] = [];
    const addresses: string[] = [];
    const balance = Array<number>(USERS).fill(0);
    const orders: OrderModel[] = [];
    let fromOutside = 0;

    beforeAll(async () => {
      h = await factory();
      for (let i = 0; i < USERS; i++) {
        ids.push(await makeUser(h.db));
        addresses.push((await getWallet(h.db, ids[i]!)).address);
      }
    }, 120_000);
    afterAll(async () => {
      await h?.close();
    });

    const settle = (o: OrderModel, paid: boolean, secret = SECRET, amount = o.amount) => {
      const msg = BUILD[o.provider]({ ref: o.ref, amount, topupId: o.topupId, email: 'x@y.z' }, paid, secret);
      const parsed = READ[o.provider](msg.callback.body, msg.callback.url, SECRET);
      return settleCallback(h.db, { ...parsed, channel: 'server', payload: msg.callback.body });
    };

    async function step(o: Op): Promise<void> {
      switch (o.kind) {
        case 'topup':
          await credit(h.db, { userId: ids[o.user]!, amount: o.amount, type: 'recharge' });
          balance[o.user]! += o.amount;
          fromOutside += o.amount;
          return;
        case 'transfer': {
          const expected =
            o.user === o.to
              ? 'CANNOT_TRANSFER_TO_YOURSELF'
              : o.amount <= o.fee
                ? 'VALIDATION_FAILED'
                : balance[o.user]! < o.amount
                  ? 'NO_ENOUGH_BALANCE'
                  : 'ok';
          const got = await transferBalance(h.db, {
            fromUserId: ids[o.user]!,
            toAddress: addresses[o.to]!,
            amount: o.amount,
            fee: o.fee,
          }).then(
            () => 'ok',
            (err) => (isDomainError(err) ? err.code : Promise.reject(err)),
          );
          expect([o, got]).toEqual([o, expected]);
          if (got === 'ok') {
            balance[o.user]! -= o.amount;
            balance[o.to]! += o.amount - o.fee;
          }
          return;
        }
        case 'order': {
          const provider = PROVIDERS[o.provider]!;
          const row = await createGatewayOrder(h.db, {
            userId: ids[o.user]!,
            method: provider === 'paymob' ? 'paymob_card' : provider,
            provider,
            amount: o.amount,
          });
          orders.push({ ...o, provider, ref: row.providerRef!, topupId: row.id, status: 'pending' });
          return;
        }
        case 'callback': {
          const order = orders[o.order % Math.max(orders.length, 1)];
          if (!order) return;
          const done = order.status === 'confirmed';
          if (o.what === 'forged') {
            expect(await settle(order, true, 'forged-secret')).toBe('rejected: signature');
          } else if (o.what === 'cheaper') {
            expect(await settle(order, true, SECRET, order.amount - 1)).toBe(
              done ? 'already_credited' : 'rejected: amount',
            );
          } else if (o.what === 'declined') {
            expect(await settle(order, false)).toBe(done ? 'already_credited' : 'failed');
            if (!done) order.status = 'failed';
          } else {
            // 'paid' once, or 'burst': the same paid callback three times at once
            const answers = await Promise.all(
              Array.from({ length: o.what === 'burst' ? 3 : 1 }, () => settle(order, true)),
            );
            const credited = answers.filter((a) => a === 'credited').length;
            expect(credited).toBe(done ? 0 : 1);
            expect(answers.filter((a) => a !== 'credited').every((a) => a === 'already_credited')).toBe(true);
            if (!done) {
              order.status = 'confirmed';
              balance[order.user]! += order.amount;
              fromOutside += order.amount;
            }
          }
        }
      }
    }

    it(`agrees with the model over ${OPS} random operations`, async () => {
      const ops = fc.sample(op, OPS);
      for (const [i, o] of ops.entries()) {
        await step(o);
        if (i % 25 === 24 || i === ops.length - 1) await checkInvariants();
      }
    }, 900_000);

    async function checkInvariants() {
      const rows = await h.db.select().from(wallets);
      const sums = await h.db
        .select({ userId: ledgerTransactions.userId, sum: sql<string>`sum(${ledgerTransactions.value})` })
        .from(ledgerTransactions)
        .groupBy(ledgerTransactions.userId);
      const sumOf = new Map(sums.map((s) => [s.userId, Number(s.sum)]));
      let total = 0;
      for (const [i, id] of ids.entries()) {
        const w = rows.find((r) => r.userId === id);
        const b = w?.balance ?? 0;
        expect(b).toBeGreaterThanOrEqual(0);
        expect([id, b]).toEqual([id, sumOf.get(id) ?? 0]);
        expect([id, b]).toEqual([id, balance[i]]);
        total += b;
      }
      // no money without a top-up or a verified payment; fees only ever take some away
      expect(total).toBeLessThanOrEqual(fromOutside);
    }
  });
}

suite('gateway and fee ledger property on PGlite', pgliteFactory, PGLITE_OPS);
if (TEST_DATABASE_URL) suite('gateway and fee ledger property on PostgreSQL', postgresFactory, PG_OPS);
else describe.skip('gateway and fee ledger property on PostgreSQL (TEST_DATABASE_URL not set)', () => {});
