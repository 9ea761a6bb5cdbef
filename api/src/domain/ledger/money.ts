import { formatMoney } from '@app/shared-contracts/format';

/**
 * Money is integer piasters inside the api and pounds with at most two decimals on the wire.
 * Conversions go through the decimal text so 0.1 + 0.2 style float noise never reaches the ledger.
 */

const POUNDS_RE = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

export class MoneyFormatError extends Error {}

/** Pounds (number or decimal string, at most 2 decimals) → integer piasters. Throws MoneyFormatError. */
export function toPiasters(pounds: number | string): number {
  if (typeof pounds === 'number' && !Number.isFinite(pounds))
    throw new MoneyFormatError(`not a finite amount: ${pounds}`);
  // Number → shortest round-trip text: 12.5 → '12.5', 1e-7 → '1e-7' (rejected below).
  const text = typeof pounds === 'number' ? String(pounds) : pounds.trim();
  const m = POUNDS_RE.exec(text);
  if (!m) throw new MoneyFormatError(`not an amount with at most 2 decimals: ${text}`);
  const whole = Number(m[2]);
  const frac = Number((m[3] ?? '').padEnd(2, '0'));
  const value = whole * 100 + frac;
  if (!Number.isSafeInteger(value)) throw new MoneyFormatError(`amount too large: ${text}`);
  return m[1] && value !== 0 ? -value : value;
}

/** Integer piasters → pounds (a number with at most 2 decimals, e.g. 1250 → 12.5). */
export function toPounds(piasters: number): number {
  if (!Number.isSafeInteger(piasters)) throw new MoneyFormatError(`piasters must be an integer: ${piasters}`);
  const sign = piasters < 0 ? -1 : 1;
  const abs = Math.abs(piasters);
  return sign * Number(`${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
}

/**
 * Piasters as the one money text of the platform ('1,234.50 جنيه'): shared-contracts' formatMoney,
 * the function the front ends use, so a notification reads as the page that shows it.
 */
export function moneyText(piasters: number): string {
  return formatMoney(toPounds(piasters));
}
