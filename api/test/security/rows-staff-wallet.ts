import { MONEY_LIMITS } from '@app/shared-contracts/schemas';

// The wallet area's own rows beside the generic role rows (staff-roles.test.ts): bad and unknown
// ids, a staff account taken for a student, amounts out of bounds, a missing reason, the review's
// id lists, the report's dates and paging. Each must get its answer and move no money.
export interface WalletCtx {
  studentId: number;
  /** A staff account's id: never a student. */
  staffId: number;
}

export interface WalletRow {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  who: 'admin' | 'assistant';
  body?: unknown;
  status: number;
  /** The code of a non-422 answer, or the field a 422 names. */
  code?: string;
  field?: string;
}

const BAD_IDS = ['0', '-1', '2147483648', '1.5', '0x1', '1e1', 'abc'];
const S = '/v1/staff';

export function walletRows(c: WalletCtx): WalletRow[] {
  const out: WalletRow[] = [];
  const cash = (body: unknown, field = 'amount', id: number | string = c.studentId): WalletRow => ({
    name: `cash ${JSON.stringify(body)} to ${id}`,
    method: 'POST',
    url: `${S}/students/${id}/cash`,
    who: 'assistant',
    body,
    status: 422,
    field,
  });
  const adjust = (body: unknown, field: string): WalletRow => ({
    name: `adjust ${JSON.stringify(body)}`,
    method: 'POST',
    url: `${S}/students/${c.studentId}/balance`,
    who: 'admin',
    body,
    status: 422,
    field,
  });
  for (const id of BAD_IDS) {
    out.push({
      ...cash({ amount: 10 }),
      name: `cash: id ${id}`,
      url: `${S}/students/${id}/cash`,
      status: 404,
      field: undefined,
      code: 'NOT_FOUND',
    });
    out.push({
      name: `adjust: id ${id}`,
      method: 'POST',
      url: `${S}/students/${id}/balance`,
      who: 'admin',
      body: { amount: 10, comment: 'x' },
      status: 404,
      code: 'NOT_FOUND',
    });
    out.push({
      name: `wallet: id ${id}`,
      method: 'GET',
      url: `${S}/students/${id}/wallet`,
      who: 'assistant',
      status: 404,
      code: 'NOT_FOUND',
    });
    out.push({
      name: `receipt: id ${id}`,
      method: 'GET',
      url: `${S}/topups/${id}/receipt`,
      who: 'assistant',
      status: 404,
      code: 'NOT_FOUND',
    });
  }
  // a staff account or nobody is not a student: as missing
  for (const id of [c.staffId, 999_999]) {
    out.push({
      name: `cash to non-student ${id}`,
      method: 'POST',
      url: `${S}/students/${id}/cash`,
      who: 'assistant',
      body: { amount: 10 },
      status: 404,
      code: 'NOT_FOUND',
    });
    out.push({
      name: `adjust non-student ${id}`,
      method: 'POST',
      url: `${S}/students/${id}/balance`,
      who: 'admin',
      body: { amount: 10, comment: 'x' },
      status: 404,
      code: 'NOT_FOUND',
    });
    out.push({
      name: `wallet of non-student ${id}`,
      method: 'GET',
      url: `${S}/students/${id}/wallet`,
      who: 'assistant',
      status: 404,
      code: 'NOT_FOUND',
    });
  }
  // amounts: none, zero, negative, three decimals, past the top-up bound, not a number, exponent
  for (const amount of [0, -10, 10.005, MONEY_LIMITS.maxTopUp + 0.01, 'abc', '1e3', null, true, [10]])
    out.push(cash({ amount }));
  out.push(cash({}));
  out.push(cash({ amount: 10, staff_id: 1 }, 'staff_id'));
  // not JSON: refused before the route
  out.push({ ...cash('10'), field: undefined, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  // the admin's correction: its bound, zero, its reason (blank, invisible, too long)
  out.push(adjust({ amount: MONEY_LIMITS.maxAdjustment + 1, comment: 'x' }, 'amount'));
  out.push(adjust({ amount: 0, comment: 'x' }, 'amount'));
  out.push(adjust({ amount: 1.001, comment: 'x' }, 'amount'));
  out.push(adjust({ amount: 10 }, 'comment'));
  out.push(adjust({ amount: 10, comment: '   ' }, 'comment'));
  out.push(adjust({ amount: 10, comment: 'x'.repeat(501) }, 'comment'));
  // an assistant never adjusts (the roles table)
  out.push({
    name: 'assistant adjusts',
    method: 'POST',
    url: `${S}/students/${c.studentId}/balance`,
    who: 'assistant',
    body: { amount: 10, comment: 'x' },
    status: 403,
    code: 'ROLE_FORBIDDEN',
  });
  // the review: ids and the rejection's reason
  const review = (path: string, body: unknown, field: string): WalletRow => ({
    name: `${path} ${JSON.stringify(body).slice(0, 60)}`,
    method: 'POST',
    url: `${S}/topups/${path}`,
    who: 'assistant',
    body,
    status: 422,
    field,
  });
  out.push(review('confirm', { ids: [] }, 'ids'));
  out.push(review('confirm', {}, 'ids'));
  out.push(review('confirm', { ids: [0] }, 'ids.0'));
  out.push(review('confirm', { ids: ['1'] }, 'ids.0'));
  out.push(review('confirm', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'ids'));
  out.push(review('reject', { ids: [1] }, 'comment'));
  out.push(review('reject', { ids: [1], comment: ' ' }, 'comment'));
  out.push(review('confirm', { ids: [1], status: 'confirmed' }, 'status'));
  // the report's day and the ledger's filters
  const get = (url: string, field: string, who: 'admin' | 'assistant' = 'admin'): WalletRow => ({
    name: `GET ${url}`,
    method: 'GET',
    url: `${S}${url}`,
    who,
    status: 422,
    field,
  });
  out.push(get('/cash?date=2026-02-30', 'date', 'assistant'));
  out.push(get("/cash?date=2026-03-01'--", 'date', 'assistant'));
  out.push(get('/cash?staff_id=0', 'staff_id'));
  out.push(get('/cash?other=1', 'other'));
  out.push(get('/ledger?per_page=101', 'per_page'));
  out.push(get('/ledger?page=0', 'page'));
  out.push(get('/ledger?type=gift', 'type'));
  out.push(get('/ledger?student_id=abc', 'student_id'));
  out.push(get('/ledger?from=2026-13-01', 'from'));
  out.push(get('/topups?status=paid', 'status', 'assistant'));
  out.push(get('/topups?per_page=1000', 'per_page', 'assistant'));
  return out;
}
