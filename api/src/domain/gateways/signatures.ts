import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paymob's HMAC (docs/payments.md): HMAC-SHA512, hex, over the values of these 20 fields joined
 * with no separator, in this order. In the server callback they are read from `obj`
 * (`order.id`, `source_data.*` nested); in the browser return from the query (`order`, dotted).
 */
export const PAYMOB_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

function pick(value: unknown, path: string): unknown {
  let at: unknown = value;
  for (const key of path.split('.')) {
    at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  }
  return at;
}

/** Booleans as `true`/`false`, numbers as written, missing as ''. */
function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return '';
  return String(value);
}

/** The signed string of a server callback's `obj`. */
export function paymobObjString(obj: unknown): string {
  return PAYMOB_HMAC_FIELDS.map((f) => text(pick(obj, f))).join('');
}

/** The signed string of a browser return's query (`order` for order.id, dotted source_data). */
export function paymobQueryString(query: Record<string, unknown>): string {
  return PAYMOB_HMAC_FIELDS.map((f) => text(query[f === 'order.id' ? 'order' : f])).join('');
}

export function paymobHmac(signed: string, secret: string): string {
  return createHmac('sha512', secret).update(signed, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests (false for any other length or a non-string). */
export function sameDigest(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  const a = Buffer.from(given.toLowerCase(), 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Fawry amounts are signed with two decimals (10 -> '10.00'). */
export const fawryAmount = (pounds: unknown) => Number(pounds ?? 0).toFixed(2);

export interface FawryNotificationSigned {
  fawryRefNumber?: unknown;
  merchantRefNumber?: unknown;
  paymentAmount?: unknown;
  orderAmount?: unknown;
  orderStatus?: unknown;
  paymentMethod?: unknown;
  paymentRefrenceNumber?: unknown;
}

/**
 * Fawry's V2 server notification `messageSignature`: SHA-256 hex of fawryRefNumber +
 * merchantRefNumber + paymentAmount (2 decimals) + orderAmount (2 decimals) + orderStatus +
 * paymentMethod + paymentRefrenceNumber (empty when absent, Fawry's spelling) + secure key.
 */
export function fawrySignature(n: FawryNotificationSigned, secureKey: string): string {
  const signed =
    text(n.fawryRefNumber) +
    text(n.merchantRefNumber) +
    fawryAmount(n.paymentAmount) +
    fawryAmount(n.orderAmount) +
    text(n.orderStatus) +
    text(n.paymentMethod) +
    text(n.paymentRefrenceNumber) +
    secureKey;
  return createHash('sha256').update(signed, 'utf8').digest('hex');
}

/** Fawry's charge-request signature: merchantCode + merchantRefNum + customerProfileId + items + returnUrl + key. */
export function fawryChargeSignature(parts: string[], secureKey: string): string {
  return createHash('sha256')
    .update(parts.join('') + secureKey, 'utf8')
    .digest('hex');
}

export interface ShakeoutSigned {
  invoice_id?: unknown;
  amount?: unknown;
  status?: unknown;
}

/**
 * Shakeout's webhook as the sandbox models it (docs/payments.md): HMAC-SHA256 hex, keyed with the
 * webhook secret, of invoice_id + amount (2 decimals) + status.
 */
export function shakeoutSignature(n: ShakeoutSigned, secret: string): string {
  return createHmac('sha256', secret)
    .update(text(n.invoice_id) + fawryAmount(n.amount) + text(n.status), 'utf8')
    .digest('hex');
}
