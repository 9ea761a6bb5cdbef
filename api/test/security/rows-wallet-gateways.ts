import type { Actor, Ctx, Row } from './bad-input-rows';

// mfe-wallet's gateway calls in the bad-input table (issue 12): the order calls, the providers'
// callbacks (forged, unsigned, malformed: 401 and nothing credited; over 64 KiB: 413), the demo
// sandbox checkout and the private receipts. Each row must get its 4xx and leave the database as it was.
const ORDERS = [
  '/v1/wallet/paymob/order/card',
  '/v1/wallet/paymob/order/valu',
  '/v1/wallet/fawry/order',
  '/v1/wallet/shakeout/order',
];
const FORGED_PAYMOB = {
  type: 'TRANSACTION',
  obj: {
    id: 1,
    amount_cents: 5000,
    success: true,
    pending: false,
    currency: 'EGP',
    order: { id: 123456789012 },
  },
};

export function walletGatewayRows(_c: Ctx): Row[] {
  const out: Row[] = [];
  const add = (r: Row) => out.push(r);
  for (const url of ORDERS) {
    const at = url.replace('/v1/wallet/', '');
    const bad = (name: string, body: unknown, field: string) =>
      add({ name: `${at}: ${name}`, method: 'POST', url, actor: 'student', body, status: 422, field });
    bad('no amount', {}, 'amount');
    bad('a word for the amount', { amount: 'fifty' }, 'amount');
    bad('a negative amount', { amount: -50 }, 'amount');
    bad('an extra field', { amount: 50, user_id: 1 }, 'user_id');
    bad('a control character', { amount: '5\u00000' }, 'amount');
    for (const actor of ['guest', 'garbage-token'] as Actor[]) {
      add({
        name: `${at}: ${actor}`,
        method: 'POST',
        url,
        actor,
        body: { amount: 50 },
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
  }
  add({
    name: 'paymob order: an unknown kind',
    method: 'POST',
    url: '/v1/wallet/paymob/order/bitcoin',
    actor: 'student',
    body: { amount: 50 },
    // a path parameter out of its set is a missing resource, as everywhere in the api
    status: 404,
    code: 'NOT_FOUND',
  });
  add({
    name: 'paymob order: a method not offered',
    method: 'POST',
    url: '/v1/wallet/paymob/order/kiosk',
    actor: 'student',
    body: { amount: 50 },
    status: 403,
    code: 'FEATURE_DISABLED',
  });

  const callback = (name: string, url: string, body: unknown) =>
    add({
      name: `callback: ${name}`,
      method: 'POST',
      url,
      actor: 'guest',
      body,
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  callback('paymob without hmac', '/v1/payments/paymob/callback', FORGED_PAYMOB);
  callback(
    'paymob with a forged hmac',
    `/v1/payments/paymob/callback?hmac=${'a'.repeat(128)}`,
    FORGED_PAYMOB,
  );
  callback('paymob hmac of the wrong length', '/v1/payments/paymob/callback?hmac=00', FORGED_PAYMOB);
  callback('paymob with an array body', `/v1/payments/paymob/callback?hmac=${'b'.repeat(128)}`, [1, 2]);
  callback('fawry with a forged signature', '/v1/payments/fawry/callback', {
    fawryRefNumber: '1',
    merchantRefNumber: '123456789012',
    paymentAmount: '50.00',
    orderAmount: '50.00',
    orderStatus: 'PAID',
    paymentMethod: 'CARD',
    messageSignature: 'c'.repeat(64),
  });
  callback('fawry without a signature', '/v1/payments/fawry/callback', { orderStatus: 'PAID' });
  callback('shakeout with a forged signature', '/v1/payments/shakeout/callback', {
    invoice_id: '123456789012',
    amount: '50.00',
    currency: 'EGP',
    status: 'paid',
    signature: 'd'.repeat(64),
  });
  for (const provider of ['paymob', 'fawry', 'shakeout']) {
    add({
      name: `callback: ${provider} with a body over 64 KiB`,
      method: 'POST',
      url: `/v1/payments/${provider}/callback`,
      actor: 'guest',
      body: { ...FORGED_PAYMOB, padding: 'x'.repeat(64 * 1024) },
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
  }
  add({
    name: 'callback: malformed JSON',
    method: 'POST',
    url: '/v1/payments/fawry/callback',
    actor: 'guest',
    raw: '{"orderStatus": "PAID"',
    status: 422,
    field: 'body',
  });

  const sandbox = (
    name: string,
    method: 'GET' | 'POST',
    url: string,
    body: unknown,
    status: number,
    field?: string,
  ) =>
    add({
      name: `sandbox: ${name}`,
      method,
      url,
      actor: 'guest',
      body,
      status,
      ...(field ? { field } : { code: 'NOT_FOUND' }),
    });
  sandbox(
    'a ref that is not digits',
    'GET',
    '/v1/payments/sandbox/checkout?provider=paymob&ref=1%27or',
    undefined,
    422,
    'ref',
  );
  sandbox(
    'an unknown provider',
    'GET',
    '/v1/payments/sandbox/checkout?provider=stripe&ref=1',
    undefined,
    422,
    'provider',
  );
  sandbox('an unknown order', 'GET', '/v1/payments/sandbox/checkout?provider=paymob&ref=1', undefined, 404);
  sandbox(
    'pay an unknown order',
    'POST',
    '/v1/payments/sandbox/checkout',
    { provider: 'fawry', ref: '1', result: 'pay' },
    404,
  );
  sandbox(
    'another result',
    'POST',
    '/v1/payments/sandbox/checkout',
    { provider: 'fawry', ref: '1', result: 'steal' },
    422,
    'result',
  );

  add({
    name: 'receipt: a path outside the receipts',
    method: 'GET',
    url: '/v1/wallet/receipts/..%2F..%2Fapp-secret',
    actor: 'student',
    status: 404,
    code: 'NOT_FOUND',
  });
  add({
    name: "receipt: a name that is nobody's",
    method: 'GET',
    url: '/v1/wallet/receipts/00000000-0000-0000-0000-000000000000.png',
    actor: 'student',
    status: 404,
    code: 'NOT_FOUND',
  });
  add({
    name: 'receipt: guest',
    method: 'GET',
    url: '/v1/wallet/receipts/00000000-0000-0000-0000-000000000000.png',
    actor: 'guest',
    status: 401,
    code: 'UNAUTHENTICATED',
  });
  return out;
}
