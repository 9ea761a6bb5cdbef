import type { Actor, Ctx, Row } from './bad-input-rows';

// mfe-wallet's own-request calls in the bad-input table: the student's top-up requests (list, one,
// cancel), the recipient lookup before a transfer and the notifications list. Each row must get its 4xx and leave the database as it was; another student's id is
// answered as missing.
export function walletRequestRows(_c: Ctx): Row[] {
  const out: Row[] = [];
  const add = (r: Row) => out.push(r);
  for (const q of ['page=0', 'page=abc', 'page=-1']) {
    add({
      name: `GET /wallet/topups?${q}`,
      method: 'GET',
      url: `/v1/wallet/topups?${q}`,
      actor: 'student',
      status: 422,
      field: 'page',
    });
  }
  for (const id of ['abc', '0', '2147483648', '1;drop']) {
    add({
      name: `GET /wallet/topups/{id}: ${id}`,
      method: 'GET',
      url: `/v1/wallet/topups/${id}`,
      actor: 'student',
      status: 404,
      code: 'NOT_FOUND',
    });
    add({
      name: `POST /wallet/topups/{id}/cancel: ${id}`,
      method: 'POST',
      url: `/v1/wallet/topups/${id}/cancel`,
      actor: 'student',
      body: {},
      status: 404,
      code: 'NOT_FOUND',
    });
  }
  add({
    name: 'GET /wallet/topups/{id}: an id that is nobody’s',
    method: 'GET',
    url: '/v1/wallet/topups/2147483647',
    actor: 'student',
    status: 404,
    code: 'NOT_FOUND',
  });
  add({
    name: 'POST /wallet/topups/{id}/cancel: an id that is nobody’s',
    method: 'POST',
    url: '/v1/wallet/topups/2147483647/cancel',
    actor: 'student',
    body: {},
    status: 404,
    code: 'NOT_FOUND',
  });
  add({
    name: 'POST /wallet/topups/{id}/cancel: a body field',
    method: 'POST',
    url: '/v1/wallet/topups/1/cancel',
    actor: 'student',
    body: { status: 'confirmed' },
    status: 422,
    field: 'status',
  });
  for (const actor of ['guest', 'garbage-token'] as Actor[]) {
    for (const [method, url] of [
      ['GET', '/v1/wallet/topups'],
      ['GET', '/v1/wallet/topups/1'],
      ['POST', '/v1/wallet/topups/1/cancel'],
    ] as const) {
      add({ name: `${method} ${url}: ${actor}`, method, url, actor, status: 401, code: 'UNAUTHENTICATED' });
    }
  }
  const recipient = (name: string, q: string, field: string) =>
    add({
      name: `GET /wallet/recipient: ${name}`,
      method: 'GET',
      url: `/v1/wallet/recipient${q}`,
      actor: 'student',
      status: 422,
      field,
    });
  recipient('no address', '', 'address');
  recipient('an empty address', '?address=', 'address');
  recipient('an address of 65 characters', `?address=${'1'.repeat(65)}`, 'address');
  recipient('an extra parameter', '?address=12345678&user_id=1', 'user_id');
  for (const q of ['page=0', 'page=abc', 'page=-2']) {
    add({
      name: `GET /notifications?${q}`,
      method: 'GET',
      url: `/v1/notifications?${q}`,
      actor: 'student',
      status: 422,
      field: 'page',
    });
  }
  for (const actor of ['guest', 'garbage-token'] as Actor[]) {
    for (const url of ['/v1/wallet/recipient?address=12345678', '/v1/notifications']) {
      add({ name: `GET ${url}: ${actor}`, method: 'GET', url, actor, status: 401, code: 'UNAUTHENTICATED' });
    }
  }
  return out;
}
