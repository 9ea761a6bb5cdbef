import { MONEY_LIMITS } from '@app/shared-contracts/schemas';
import type { Ctx, Row } from './bad-input-rows';

// The numeric-overflow class of the bad-input table (issue: amounts): every amount a student sends
// gets amounts far past its business bound, past 2^53, negative, below a piaster and non-numbers
// written as text. Each must be a 422 on `amount` (never a 500, nothing stored). The multipart
// top-ups read their fields only once the method is offered, so their rows run in
// test/routes/wallet-amount-limits.test.ts with the methods on, from the same list.

/** [name, the amount as sent in JSON] */
export const OVERFLOW_AMOUNTS: [string, unknown][] = [
  ['1e20', 1e20],
  ['1e15', 1e15],
  ['2^53', 2 ** 53],
  ['2^53 + 2', 2 ** 53 + 2],
  ['Number.MAX_VALUE', Number.MAX_VALUE],
  ['-1', -1],
  ['-1e20', -1e20],
  ['0', 0],
  ['0.001', 0.001],
  ['1e-7', 1e-7],
  ['text NaN', 'NaN'],
  ['text Infinity', 'Infinity'],
  ['text -Infinity', '-Infinity'],
  ['text 1e20', '1e20'],
  ['text 2^53 + 1', '9007199254740993'],
  ['text of 400 digits', '9'.repeat(400)],
  ['text 0x10', '0x10'],
  ['text with a trailing letter', '50x'],
  ['an empty text', ''],
  ['text of spaces', '   '],
];

/** The brief's core of the class, for the calls that share a schema with a fully covered one. */
const CORE = new Set(['1e20', '1e15', '2^53', '-1', '0.001', 'text NaN', 'text Infinity']);

/** Just past each route's bound, and the bound itself for contrast in the route tests. */
export const PAST_TOP_UP = MONEY_LIMITS.maxTopUp + 0.01;
export const PAST_TRANSFER = MONEY_LIMITS.maxTransfer + 0.01;

/** JSON a JavaScript value cannot express: the parser's answer, or the schema's. */
const RAW_AMOUNTS: [string, string, string][] = [
  ['raw NaN', '{"amount": NaN}', 'body'],
  ['raw 1e400 (Infinity once parsed)', '{"amount": 1e400}', 'amount'],
  ['raw -1e400', '{"amount": -1e400}', 'amount'],
  ['raw -0', '{"amount": -0}', 'amount'],
];

const ORDERS = [
  '/v1/wallet/paymob/order/card',
  '/v1/wallet/paymob/order/mobile-wallet',
  '/v1/wallet/paymob/order/kiosk',
  '/v1/wallet/paymob/order/valu',
  '/v1/wallet/fawry/order',
  '/v1/wallet/shakeout/order',
];

export function amountRows(_c: Ctx): Row[] {
  const out: Row[] = [];
  // [name, url, the other fields, one piaster past the bound, every value or the core only]
  const calls: [string, string, Record<string, unknown>, number, boolean][] = [
    ['transfer', '/v1/wallet/transfer', { wallet_address: '99999999999' }, PAST_TRANSFER, true],
    // The order calls share one body schema: the first gets every value, the others the core.
    ...ORDERS.map((url, i): [string, string, Record<string, unknown>, number, boolean] => [
      url.replace('/v1/wallet/', ''),
      url,
      {},
      PAST_TOP_UP,
      i === 0,
    ]),
  ];
  for (const [at, url, rest, past, every] of calls) {
    const row = (name: string, more: Partial<Row>) =>
      out.push({
        name: `amount overflow: ${at} ${name}`,
        method: 'POST',
        url,
        actor: 'student',
        status: 422,
        field: 'amount',
        ...more,
      });
    for (const [name, amount] of [...OVERFLOW_AMOUNTS, ['one piaster past the bound', past]] as const) {
      if (every || CORE.has(name)) row(name, { body: { ...rest, amount } });
    }
    if (!every) continue;
    for (const [name, raw, field] of RAW_AMOUNTS) {
      const extra = Object.entries(rest)
        .map(([k, v]) => `, ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
        .join('');
      row(name, { raw: raw.replace(/}$/, `${extra}}`), field });
    }
  }
  return out;
}
