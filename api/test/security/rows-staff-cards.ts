import { CARD_BATCH_MESSAGES, MONEY_LIMITS, STAFF_LIMITS } from '@app/shared-contracts/schemas';

// The card batches' own rows beside the generic role rows (staff-roles.test.ts): bounds of a
// batch, bad ids, targets that do not exist. Each is refused before anything is written.
export interface CardsRow {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: Record<string, unknown>;
  status: number;
  /** 422: the field named in errors (and its message when given); otherwise the error code. */
  field?: string;
  message?: string;
  code?: string;
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const pay = { kind: 'pay', scope: 'course', scope_id: 1, value: 100, count: 10 };
const make = (name: string, body: Record<string, unknown>, field: string, message?: string): CardsRow => ({
  name: `POST /card-batches: ${name}`,
  method: 'POST',
  url: '/v1/staff/card-batches',
  body,
  status: 422,
  field,
  ...(message ? { message } : {}),
});

export const cardsBoundRows: CardsRow[] = [
  make('count 0', { ...pay, count: 0 }, 'count', CARD_BATCH_MESSAGES.count),
  make(
    'count above the limit',
    { ...pay, count: STAFF_LIMITS.maxCards + 1 },
    'count',
    CARD_BATCH_MESSAGES.count,
  ),
  make('count 2.5', { ...pay, count: 2.5 }, 'count', CARD_BATCH_MESSAGES.count),
  make('value 0', { ...pay, value: 0 }, 'value', CARD_BATCH_MESSAGES.valuePositive),
  make('value negative', { ...pay, value: -5 }, 'value'),
  make('value 3 decimals', { ...pay, value: 10.005 }, 'value'),
  make(
    'pay value above the highest price',
    { ...pay, value: MONEY_LIMITS.maxPrice + 1 },
    'value',
    CARD_BATCH_MESSAGES.payTooLarge,
  ),
  make(
    'recharge value above one top-up',
    { kind: 'recharge', scope: 'balance', value: MONEY_LIMITS.maxTopUp + 1, count: 1 },
    'value',
    CARD_BATCH_MESSAGES.rechargeTooLarge,
  ),
  make('expiry yesterday', { ...pay, expires: day(-2) }, 'expires', CARD_BATCH_MESSAGES.expiresPast),
  make(
    'expiry beyond the limit',
    { ...pay, expires: day(STAFF_LIMITS.maxDays + 2) },
    'expires',
    CARD_BATCH_MESSAGES.expiresFar,
  ),
  make('expiry not a day', { ...pay, expires: '2027-02-30' }, 'expires'),
  make(
    'pay card for the balance',
    { ...pay, scope: 'balance', scope_id: null },
    'scope',
    CARD_BATCH_MESSAGES.payScope,
  ),
  make(
    'recharge card for a course',
    { kind: 'recharge', scope: 'course', scope_id: 1, value: 5, count: 1 },
    'scope',
  ),
  make(
    'course without its id',
    { ...pay, scope_id: undefined },
    'scope_id',
    CARD_BATCH_MESSAGES.chooseTarget,
  ),
  make('course id 0', { ...pay, scope_id: 0 }, 'scope_id'),
  make('a course that does not exist', { ...pay, scope_id: 2_147_483_647 }, 'scope_id'),
  make('a lecture that does not exist', { ...pay, scope: 'lecture', scope_id: 2_147_483_647 }, 'scope_id'),
  make('any course with a target', { ...pay, scope: 'any' }, 'scope_id', CARD_BATCH_MESSAGES.anyNoTarget),
  make(
    'recharge cards bound to a student',
    { kind: 'recharge', scope: 'balance', value: 5, count: 1, student_id: 1 },
    'student_id',
    CARD_BATCH_MESSAGES.studentPayOnly,
  ),
  make(
    'a student who does not exist',
    { ...pay, scope: 'any', scope_id: null, student_id: 2_147_483_647 },
    'student_id',
    CARD_BATCH_MESSAGES.studentNotFound,
  ),
  make('student id 0', { ...pay, scope: 'any', scope_id: null, student_id: 0 }, 'student_id'),
  make('student id as text', { ...pay, scope: 'any', scope_id: null, student_id: '1 or 1=1' }, 'student_id'),
  make('an unknown kind', { ...pay, kind: 'gift' }, 'kind'),
  make('an unknown field', { ...pay, batch_id: 3 }, 'batch_id'),
];

// A malformed id is answered as a missing one (as every id of the api).
const BAD_IDS = ['abc', '0', '-1', '2147483648', '1;drop'];

export const cardsIdRows: CardsRow[] = [
  ...BAD_IDS.flatMap((id): CardsRow[] => [
    {
      name: `GET /card-batches/${id}`,
      method: 'GET',
      url: `/v1/staff/card-batches/${id}`,
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      name: `GET /card-batches/${id}.pdf`,
      method: 'GET',
      url: `/v1/staff/card-batches/${id}.pdf`,
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      name: `POST /card-batches/${id}/void`,
      method: 'POST',
      url: `/v1/staff/card-batches/${id}/void`,
      body: {},
      status: 404,
      code: 'NOT_FOUND',
    },
  ]),
  ...['', '.csv', '.pdf'].map(
    (ext): CardsRow => ({
      name: `GET /card-batches/{nobody's}${ext}`,
      method: 'GET',
      url: `/v1/staff/card-batches/2147483647${ext}`,
      status: 404,
      code: 'NOT_FOUND',
    }),
  ),
  {
    name: "POST /card-batches/{nobody's}/void",
    method: 'POST',
    url: '/v1/staff/card-batches/2147483647/void',
    body: {},
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    name: 'GET /card-batches?per_page=101',
    method: 'GET',
    url: '/v1/staff/card-batches?per_page=101',
    status: 422,
    field: 'per_page',
  },
  {
    name: 'GET /card-batches?kind=gift',
    method: 'GET',
    url: '/v1/staff/card-batches?kind=gift',
    status: 422,
    field: 'kind',
  },
  {
    name: 'GET /card-targets?scope=balance',
    method: 'GET',
    url: '/v1/staff/card-targets?scope=balance',
    status: 422,
    field: 'scope',
  },
];
