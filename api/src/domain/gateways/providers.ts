import type { CallbackInput } from './settle';
import {
  fawrySignature,
  paymobHmac,
  paymobObjString,
  paymobQueryString,
  sameDigest,
  shakeoutSignature,
} from './signatures';

type Parsed = Omit<CallbackInput, 'channel' | 'payload'>;
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);
/** Pounds (number or '10.00') to integer piasters; null when not a finite amount. */
const piasters = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? Math.round(n * 100) : null;
};
const bool = (v: unknown) => v === true || v === 'true';

/** Paymob's transaction processed callback: JSON `{type, obj}` and `?hmac=`. */
export function readPaymobCallback(body: unknown, hmac: unknown, secret: string): Parsed {
  const obj = record(record(body).obj);
  const cents = obj.amount_cents;
  return {
    provider: 'paymob',
    verified: sameDigest(hmac, paymobHmac(paymobObjString(obj), secret)),
    ref: str(record(obj.order).id),
    amount: typeof cents === 'number' && Number.isInteger(cents) ? cents : null,
    currency: str(obj.currency),
    status: bool(obj.pending) ? 'pending' : bool(obj.success) ? 'paid' : 'declined',
  };
}

/** Paymob's transaction response callback: the same fields in the browser's query. */
export function readPaymobReturn(query: Record<string, unknown>, secret: string) {
  return {
    verified: sameDigest(query.hmac, paymobHmac(paymobQueryString(query), secret)),
    paid: query.success === 'true' && query.pending !== 'true',
    ref: str(query.order),
    amount: piasters(Number(query.amount_cents) / 100),
  };
}

/** Fawry's V2 server notification (JSON, `messageSignature`). */
export function readFawryNotification(body: unknown, secureKey: string): Parsed {
  const n = record(body);
  const status = str(n.orderStatus);
  return {
    provider: 'fawry',
    verified: sameDigest(n.messageSignature, fawrySignature(n, secureKey)),
    ref: str(n.merchantRefNumber),
    amount: piasters(n.orderAmount),
    // Fawry charges in EGP only; its notification carries no currency.
    currency: 'EGP',
    status: status === 'PAID' ? 'paid' : status === 'NEW' || status === 'UNPAID' ? 'pending' : 'declined',
  };
}

/** The browser's return from Fawry's pop-up: the charge response's fields and signature. */
export function readFawryReturn(query: Record<string, unknown>, secureKey: string) {
  const n = {
    fawryRefNumber: query.referenceNumber,
    merchantRefNumber: query.merchantRefNumber,
    paymentAmount: query.paymentAmount,
    orderAmount: query.orderAmount,
    orderStatus: query.orderStatus,
    paymentMethod: query.paymentMethod,
  };
  return {
    verified: sameDigest(query.signature, fawrySignature(n, secureKey)),
    paid: query.orderStatus === 'PAID',
    ref: str(query.merchantRefNumber),
    amount: piasters(query.orderAmount),
  };
}

/** Shakeout's webhook: `{invoice_id, amount, currency, status, signature}`. */
export function readShakeoutWebhook(body: unknown, secret: string): Parsed {
  const n = record(body);
  const status = str(n.status);
  return {
    provider: 'shakeout',
    verified: sameDigest(n.signature, shakeoutSignature(n, secret)),
    ref: str(n.invoice_id),
    amount: piasters(n.amount),
    currency: str(n.currency),
    status: status === 'paid' ? 'paid' : status === 'pending' ? 'pending' : 'declined',
  };
}

export function readShakeoutReturn(query: Record<string, unknown>, secret: string) {
  return {
    verified: sameDigest(query.signature, shakeoutSignature(query, secret)),
    paid: query.status === 'paid',
    ref: str(query.invoice_id),
    amount: piasters(query.amount),
  };
}
