import { MONEY_LIMITS, STAFF_LIMITS } from '@app/shared-contracts/schemas';
import { toPiasters } from '../domain/ledger/index';

// The business bounds of what staff type (pnpm ops): the same table as the api and the forms
// (MONEY_LIMITS, STAFF_LIMITS in shared-contracts), so a typo such as an extra zero is refused
// with the bound in the message instead of reaching a student's wallet or a lecture.

type Fail = (message: string) => Error;

/** Pounds within [min, max] (either may be negative), as integer piasters. */
export function poundsWithin(
  text: string | undefined,
  what: string,
  bounds: { min: number; max: number },
  fail: Fail,
): number {
  if (text === undefined) throw fail(`${what} is required`);
  if (!/^-?\d+(\.\d{1,2})?$/.test(text.trim()))
    throw fail(`${what} must be an amount in pounds with at most 2 decimals`);
  // Compared as pounds first: a number too large for piasters is out of bounds, not malformed.
  const pounds = Number(text);
  if (pounds < bounds.min || pounds > bounds.max)
    throw fail(`${what} must be between ${bounds.min.toFixed(2)} and ${bounds.max.toFixed(2)} EGP`);
  return toPiasters(text);
}

/** A whole number within [min, max]; undefined when not given. */
export function wholeWithin(
  text: string | undefined,
  what: string,
  bounds: { min: number; max: number },
  fail: Fail,
): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < bounds.min || n > bounds.max)
    throw fail(`${what} must be a whole number from ${bounds.min} to ${bounds.max}`);
  return n;
}

/** A mark typed by staff: plain decimal notation, at most 2 decimals, 0..maxQuestionMark. */
export function markWithin(text: string | undefined, fail: Fail): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^\d+(\.\d{1,2})?$/.test(text) || n > STAFF_LIMITS.maxQuestionMark)
    throw fail(`--mark must be a number from 0 to ${STAFF_LIMITS.maxQuestionMark} with at most 2 decimals`);
  return n;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** An expiry date (YYYY-MM-DD): not past, and at most STAFF_LIMITS.maxDays ahead. */
export function expiryWithin(date: Date | null, now: Date, fail: Fail): Date | null {
  if (!date) return null;
  if (date.getTime() < now.getTime()) throw fail('--expires must be today or a later date');
  if (date.getTime() > now.getTime() + STAFF_LIMITS.maxDays * DAY_MS)
    throw fail(`--expires must be within ${STAFF_LIMITS.maxDays} days`);
  return date;
}

/** The bounds each staff amount is checked against. */
export const STAFF_AMOUNTS = {
  adjustment: { min: -MONEY_LIMITS.maxAdjustment, max: MONEY_LIMITS.maxAdjustment },
  payCard: { min: 0.01, max: MONEY_LIMITS.maxPrice },
  rechargeCard: { min: 0.01, max: MONEY_LIMITS.maxTopUp },
  transferFee: { min: 0, max: MONEY_LIMITS.maxTransferFee },
  minRecharge: { min: 0, max: MONEY_LIMITS.maxTopUp },
} as const;

export const STAFF_COUNTS = {
  cards: { min: 1, max: STAFF_LIMITS.maxCards },
  days: { min: 1, max: STAFF_LIMITS.maxDays },
} as const;
