/** Arabic pound suffix used after every amount (spec 2: 'جنيه'). */
export const CURRENCY_SUFFIX = 'جنيه';

/**
 * '1234.5' -> '1,234.50'. Written out rather than Intl.NumberFormat: the browser's first
 * NumberFormat takes about 15 ms to build (its locale data), one long task on a slow phone for
 * every page with a price (issue 9), and this format never changes.
 */
function twoDecimals(value: number): string {
  const [whole = '0', fraction = '00'] = Math.abs(value).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}.${fraction}`;
}

/**
 * 1234.5 -> '1,234.50': the amount alone, for a text that writes the suffix itself (a gateway's
 * instructions with `{amount}`). The one money format of the front ends and the api (decision 0034).
 */
export function formatAmount(pounds: number | string | null | undefined): string {
  const value = typeof pounds === 'string' ? Number(pounds) : (pounds ?? 0);
  const safe = Number.isFinite(value) ? value : 0;
  // Avoid '-0.00' for tiny negative rounding leftovers.
  const rounded = Math.round(safe * 100) / 100 || 0;
  return twoDecimals(rounded);
}

/** 1234.5 -> '1,234.50 جنيه' (two decimals, thousands separators, Latin digits). */
export function formatMoney(pounds: number | string | null | undefined): string {
  return `${formatAmount(pounds)} ${CURRENCY_SUFFIX}`;
}

/** What to recharge for a purchase: price minus balance, or the whole price at zero balance (spec 2 §4, §9). */
export function rechargeAmount(price: number, balance: number): number {
  const missing = balance > 0 ? price - balance : price;
  return Math.round(missing * 100) / 100;
}
