import { randomInt } from 'node:crypto';
import { fawryAmount, fawrySignature, paymobHmac, paymobObjString, shakeoutSignature } from './signatures';

/** What the sandbox checkout needs of a pending order. */
export interface SandboxOrder {
  ref: string;
  /** piasters */
  amount: number;
  topupId: number;
  email: string;
}

export interface ProviderMessage {
  /** the server-to-server callback: path (with query) and JSON body */
  callback: { url: string; body: Record<string, unknown> };
  /** where the customer's browser is sent back */
  returnUrl: string;
}

const pounds = (piasters: number) => fawryAmount(piasters / 100);

/** Paymob: the transaction object, its HMAC on both callbacks (docs/payments.md). */
export function paymobMessages(order: SandboxOrder, paid: boolean, secret: string): ProviderMessage {
  const obj = {
    id: randomInt(1, 2 ** 31 - 1),
    pending: false,
    amount_cents: order.amount,
    success: paid,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: true,
    integration_id: 1,
    has_parent_transaction: false,
    error_occured: false,
    currency: 'EGP',
    created_at: new Date().toISOString(),
    owner: 1,
    order: { id: Number(order.ref), merchant_order_id: String(order.topupId) },
    source_data: { pan: '2346', sub_type: 'MasterCard', type: 'card' },
    data: { message: paid ? 'Approved' : 'Do not honour' },
  };
  const hmac = paymobHmac(paymobObjString(obj), secret);
  const query = new URLSearchParams({
    amount_cents: String(obj.amount_cents),
    created_at: obj.created_at,
    currency: obj.currency,
    error_occured: String(obj.error_occured),
    has_parent_transaction: String(obj.has_parent_transaction),
    id: String(obj.id),
    integration_id: String(obj.integration_id),
    is_3d_secure: String(obj.is_3d_secure),
    is_auth: String(obj.is_auth),
    is_capture: String(obj.is_capture),
    is_refunded: String(obj.is_refunded),
    is_standalone_payment: String(obj.is_standalone_payment),
    is_voided: String(obj.is_voided),
    order: order.ref,
    owner: String(obj.owner),
    pending: String(obj.pending),
    'source_data.pan': obj.source_data.pan,
    'source_data.sub_type': obj.source_data.sub_type,
    'source_data.type': obj.source_data.type,
    success: String(obj.success),
    'data.message': obj.data.message,
    hmac,
  });
  return {
    callback: { url: `/v1/payments/paymob/callback?hmac=${hmac}`, body: { type: 'TRANSACTION', obj } },
    returnUrl: `/v1/payments/paymob/return?${query}`,
  };
}

/** Fawry: the V2 notification and the charge response the pop-up hands back. */
export function fawryMessages(order: SandboxOrder, paid: boolean, secureKey: string): ProviderMessage {
  const signed = {
    fawryRefNumber: String(randomInt(100_000_000, 999_999_999)),
    merchantRefNumber: order.ref,
    paymentAmount: pounds(order.amount),
    orderAmount: pounds(order.amount),
    orderStatus: paid ? 'PAID' : 'CANCELED',
    paymentMethod: 'CARD',
  };
  const body = {
    requestId: `${order.ref}-${Date.now()}`,
    ...signed,
    customerMail: order.email,
    fawryFees: '0.00',
    paymentTime: Date.now(),
    messageSignature: fawrySignature(signed, secureKey),
    orderItems: [{ itemCode: 'wallet-top-up', price: pounds(order.amount), quantity: 1 }],
  };
  const query = new URLSearchParams({
    type: 'ChargeResponse',
    referenceNumber: signed.fawryRefNumber,
    merchantRefNumber: signed.merchantRefNumber,
    paymentAmount: signed.paymentAmount,
    orderAmount: signed.orderAmount,
    orderStatus: signed.orderStatus,
    paymentMethod: signed.paymentMethod,
    statusCode: paid ? '200' : '9954',
    signature: body.messageSignature,
  });
  return {
    callback: { url: '/v1/payments/fawry/callback', body },
    returnUrl: `/v1/payments/fawry/return?${query}`,
  };
}

/** Shakeout: the webhook and the return. */
export function shakeoutMessages(order: SandboxOrder, paid: boolean, secret: string): ProviderMessage {
  const fields = { invoice_id: order.ref, amount: pounds(order.amount), status: paid ? 'paid' : 'failed' };
  const signature = shakeoutSignature(fields, secret);
  return {
    callback: { url: '/v1/payments/shakeout/callback', body: { ...fields, currency: 'EGP', signature } },
    returnUrl: `/v1/payments/shakeout/return?${new URLSearchParams({ ...fields, signature })}`,
  };
}
