// The permanent bad-input table (issue 8): every call of the api with wrong types, missing and
// extra fields, huge strings and bodies, control and invisible characters, loose and out-of-range
// numbers, malformed JSON and multipart, wrong content types and other users' things. Each row
// names the status and the code (or the 422 field) it must get; the runner checks that nothing in
// the database changed. New calls add their rows here.

import { amountRows } from './rows-amounts';
import { communityRows } from './rows-community';
import { type ExamCtx, examRows } from './rows-exams';
import { invisibleTextRows } from './rows-invisible-text';
import { learningRows } from './rows-learning';
import { mfeHealthRows } from './rows-mfe-health';
import { multipartTextRows } from './rows-multipart-text';
import { prototypeKeyRows } from './rows-prototype-keys';
import { routerRows } from './rows-router';
import { videoHlsRows } from './rows-video-hls';
import { walletGatewayRows } from './rows-wallet-gateways';
import { walletRequestRows } from './rows-wallet-requests';

export type Actor = 'guest' | 'student' | 'garbage-token';

export interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  actor: Actor;
  /** A JSON value (sent as JSON) or raw text/bytes with `contentType`. */
  body?: unknown;
  raw?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  status: number;
  /** `{ error: code }` for non-422 answers; for 422 the field that must carry a message. */
  code?: string;
  field?: string;
}

/** Ids the runner fills in once the database is seeded. */
export interface Ctx {
  gradeId: number;
  paidCourseId: number;
  freeCourseId: number;
  lecturesCourseId: number;
  boughtCourseId: number;
  otherUsersCard: string;
  expiredCard: string;
  studentEmail: string;
  /** A paid lecture of a 'lectures' course the student has not bought, and one of its videos. */
  lockedLectureId: number;
  /** A lecture priced 0 of a paid whole course the student has not bought (issue 29). */
  wholeCourseLectureId: number;
  lockedVideoId: number;
  /** A lecture of the course the student got, and one of its videos. */
  ownLectureId: number;
  ownVideoId: number;
  /** The exam rows' exam, questions and sessions (rows-exams.ts). */
  exam: ExamCtx;
}

const HUGE = 'x'.repeat(300 * 1024);
const LONG = 'ش'.repeat(5_000);
const CONTROL = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f'];
const WRONG_TYPES: [string, unknown][] = [
  ['a number', 12345],
  ['a boolean', true],
  ['an array', ['a']],
  ['an object', { a: 1 }],
  ['null', null],
];
const BAD_IDS: [string, unknown][] = [
  ['zero', 0],
  ['negative', -1],
  ['2^31', 2 ** 31],
  ['a fraction', 1.5],
  ['hex text', '0x1'],
  ['exponent text', '1e1'],
  ['Infinity text', 'Infinity'],
  ['Arabic-Indic digits with a letter', '١٢a'],
  ['a word', 'abc'],
];

export function rows(c: Ctx): Row[] {
  const out: Row[] = [];
  const add = (r: Row) => out.push(r);

  const validRegister = {
    name: 'طالب جديد',
    email: 'new-student@example.com',
    password: 'long-enough-1',
    phone: '01012345678',
    phone_country: 'EG',
    parent_phone: '01112345678',
    parent_phone_country: 'EG',
    grade_id: c.gradeId,
    governorate: 'القاهرة',
  };

  // JSON calls: [method, url, actor, a valid body, its text fields, its required fields]
  const jsonCalls: [Row['method'], string, Actor, Record<string, unknown>, string[], string[]][] = [
    [
      'POST',
      '/v1/register',
      'guest',
      validRegister,
      ['name', 'email', 'password'],
      Object.keys(validRegister),
    ],
    [
      'POST',
      '/v1/login',
      'guest',
      { email: c.studentEmail, password: 'wrong-password' },
      ['email', 'password'],
      ['email', 'password'],
    ],
    ['POST', '/v1/password/reset', 'guest', { email: 'someone@example.com' }, ['email'], ['email']],
    [
      'POST',
      '/v1/password/reset/validate',
      'guest',
      { email: 'someone@example.com', code: '123456' },
      ['email', 'code'],
      ['email', 'code'],
    ],
    [
      'POST',
      `/v1/password/reset/${'a'.repeat(40)}`,
      'guest',
      { password: 'long-enough-1' },
      ['password'],
      ['password'],
    ],
    [
      'POST',
      '/v1/password',
      'student',
      { current_password: 'wrong-password', password: 'long-enough-1' },
      ['current_password', 'password'],
      ['password'],
    ],
    ['PUT', '/v1/profile', 'student', { name: 'اسم جديد' }, ['name'], []],
    [
      'POST',
      '/v1/profile/password',
      'student',
      { current_password: 'wrong-password', password: 'long-enough-1' },
      ['current_password', 'password'],
      ['current_password', 'password'],
    ],
    ['POST', '/v1/verify', 'student', { code: '12345x' }, ['code'], ['code']],
    [
      'POST',
      '/v1/notifications/create',
      'student',
      { device_token: 'device-token-1', platform: 'android' },
      ['device_token'],
      ['device_token', 'platform'],
    ],
    [
      'POST',
      `/v1/courses/${c.paidCourseId}/purchase`,
      'student',
      { pay_by: 'paycard', code: 'NO-SUCH-CARD' },
      ['code'],
      [],
    ],
    [
      'POST',
      '/v1/wallet/transfer',
      'student',
      { amount: 5, wallet_address: '99999999999' },
      ['wallet_address'],
      ['amount', 'wallet_address'],
    ],
    ['POST', '/v1/wallet/recharge/recharge-card', 'student', { code: 'NO-SUCH-CARD' }, ['code'], ['code']],
  ];

  for (const [method, url, actor, valid, textFields, required] of jsonCalls) {
    const at = `${method} ${url.replace(/\/\d+/g, '/{id}')}`;
    add({
      name: `${at}: text/plain body`,
      method,
      url,
      actor,
      raw: 'hello',
      contentType: 'text/plain',
      status: 422,
    });
    add({
      name: `${at}: form-encoded body`,
      method,
      url,
      actor,
      raw: 'a=1',
      contentType: 'application/x-www-form-urlencoded',
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    add({
      name: `${at}: malformed JSON`,
      method,
      url,
      actor,
      raw: '{"a":',
      contentType: 'application/json',
      status: 422,
      field: 'body',
    });
    add({
      name: `${at}: JSON that is a string`,
      method,
      url,
      actor,
      raw: '"text"',
      contentType: 'application/json',
      status: 422,
    });
    add({ name: `${at}: JSON that is an array`, method, url, actor, body: [valid], status: 422 });
    add({
      name: `${at}: a 300 kB body`,
      method,
      url,
      actor,
      body: { ...valid, padding: HUGE },
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
    add({
      name: `${at}: an extra field`,
      method,
      url,
      actor,
      body: { ...valid, is_admin: true },
      status: 422,
      field: 'is_admin',
    });
    add({
      name: `${at}: a JSON null body`,
      method,
      url,
      actor,
      raw: 'null',
      contentType: 'application/json',
      status: 422,
    });
    for (const field of textFields) {
      for (const [what, value] of WRONG_TYPES) {
        if (what === 'null' && !required.includes(field)) continue;
        add({
          name: `${at}: ${field} as ${what}`,
          method,
          url,
          actor,
          body: { ...valid, [field]: value },
          status: 422,
          field,
        });
      }
      add({
        name: `${at}: ${field} of 5 000 characters`,
        method,
        url,
        actor,
        body: { ...valid, [field]: LONG },
        status: 422,
        field,
      });
      for (const ch of CONTROL) {
        add({
          name: `${at}: ${field} with U+${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
          method,
          url,
          actor,
          body: { ...valid, [field]: `ab${ch}cd-1234` },
          status: 422,
          field,
        });
      }
    }
    for (const field of required) {
      const { [field]: _gone, ...rest } = valid;
      add({ name: `${at}: ${field} missing`, method, url, actor, body: rest, status: 422, field });
    }
  }

  // Ids and numbers in bodies.
  for (const [what, value] of BAD_IDS) {
    add({
      name: `register: grade_id ${what}`,
      method: 'POST',
      url: '/v1/register',
      actor: 'guest',
      body: { ...validRegister, grade_id: value },
      status: 422,
      field: 'grade_id',
    });
    add({
      name: `profile: grade_id ${what}`,
      method: 'PUT',
      url: '/v1/profile',
      actor: 'student',
      body: { grade_id: value },
      status: 422,
      field: 'grade_id',
    });
  }
  for (const [what, value] of [
    ['negative', -1],
    ['huge', 1e9],
    ['hex', '0x10'],
    ['a word', 'ten'],
    ['Arabic-Indic with a letter', '٩٠x'],
  ] as [string, unknown][]) {
    add({
      name: `profile: last_year_mark ${what}`,
      method: 'PUT',
      url: '/v1/profile',
      actor: 'student',
      body: { last_year_mark: value },
      status: 422,
      field: 'last_year_mark',
    });
  }
  for (const [field, value] of [
    ['governorate', 'Atlantis'],
    ['speciality', 'magic'],
    ['phone', '123'],
    ['phone', '+972501234567'],
    ['parent_phone', 'abc'],
    ['area', ''],
  ] as [string, unknown][]) {
    add({
      name: `profile: ${field} = ${JSON.stringify(value)}`,
      method: 'PUT',
      url: '/v1/profile',
      actor: 'student',
      body: { [field]: value },
      status: 422,
      field,
    });
  }
  add({
    name: 'profile: an empty object',
    method: 'PUT',
    url: '/v1/profile',
    actor: 'student',
    body: {},
    status: 422,
  });
  add({
    name: 'profile: the id of another user',
    method: 'PUT',
    url: '/v1/profile',
    actor: 'student',
    body: { id: 1 },
    status: 422,
    field: 'id',
  });
  add({
    name: 'profile: the e-mail (not editable)',
    method: 'PUT',
    url: '/v1/profile',
    actor: 'student',
    body: { email: 'x@example.com' },
    status: 422,
    field: 'email',
  });

  // Invisible text and fields that would be dropped.
  for (const [what, name] of [
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['bidi overrides', '\u202e\u202d'],
    ['a BOM and joiners', '\ufeff\u200d\u200c'],
    ['Hangul fillers', '\u3164\u3164\u3164'],
    ['one letter in spaces', '   ب   '],
  ] as [string, string][]) {
    add({
      name: `profile: a name of ${what}`,
      method: 'PUT',
      url: '/v1/profile',
      actor: 'student',
      body: { name },
      status: 422,
      field: 'name',
    });
    add({
      name: `register: a name of ${what}`,
      method: 'POST',
      url: '/v1/register',
      actor: 'guest',
      body: { ...validRegister, name },
      status: 422,
      field: 'name',
    });
  }
  for (const field of ['phone_country', 'parent_phone_country']) {
    add({
      name: `profile: ${field} alone`,
      method: 'PUT',
      url: '/v1/profile',
      actor: 'student',
      body: { [field]: 'EG' },
      status: 422,
      field,
    });
  }

  // Codes.
  for (const code of ['12345', '1234567', 'abcdef', '١٢٣٤٥', '12 34 56 78']) {
    add({
      name: `verify: code ${JSON.stringify(code)}`,
      method: 'POST',
      url: '/v1/verify',
      actor: 'student',
      body: { code },
      status: 422,
      field: 'code',
    });
    add({
      name: `reset validate: code ${JSON.stringify(code)}`,
      method: 'POST',
      url: '/v1/password/reset/validate',
      actor: 'guest',
      body: { email: 'a@example.com', code },
      status: 422,
      field: 'code',
    });
  }
  for (const email of ['plain', 'a@', '@b.co', 'a b@c.co', `${'a'.repeat(200)}@example.com`]) {
    add({
      name: `login: e-mail ${JSON.stringify(email.slice(0, 20))}`,
      method: 'POST',
      url: '/v1/login',
      actor: 'guest',
      body: { email, password: 'x' },
      status: 422,
      field: 'email',
    });
    add({
      name: `register: e-mail ${JSON.stringify(email.slice(0, 20))}`,
      method: 'POST',
      url: '/v1/register',
      actor: 'guest',
      body: { ...validRegister, email },
      status: 422,
      field: 'email',
    });
  }
  for (const password of ['short', 'x'.repeat(129)]) {
    add({
      name: `register: password of ${password.length}`,
      method: 'POST',
      url: '/v1/register',
      actor: 'guest',
      body: { ...validRegister, password },
      status: 422,
      field: 'password',
    });
  }
  add({
    name: 'register: the taken e-mail of another student',
    method: 'POST',
    url: '/v1/register',
    actor: 'guest',
    body: { ...validRegister, email: c.studentEmail.toUpperCase() },
    status: 422,
    field: 'email',
  });
  add({
    name: 'register: parent_phone_country alone',
    method: 'POST',
    url: '/v1/register',
    actor: 'guest',
    body: { ...validRegister, parent_phone: undefined, parent_phone_country: 'EG' },
    status: 422,
  });

  // Paths.
  for (const [what, id] of [
    ...BAD_IDS.map(([w, v]) => [w, String(v)] as [string, string]),
    ['99999999999999999999', '99999999999999999999'],
    ['percent-encoded NUL', '%00'],
    ['bad percent-encoding', '%E0%A4%A'],
  ]) {
    const status = what === 'bad percent-encoding' ? 400 : 404;
    const code = what === 'bad percent-encoding' ? 'BAD_REQUEST' : 'NOT_FOUND';
    add({
      name: `GET /courses/{id}: ${what}`,
      method: 'GET',
      url: `/v1/courses/${id}`,
      actor: 'guest',
      status,
      code,
    });
    add({
      name: `POST /courses/{id}/join: ${what}`,
      method: 'POST',
      url: `/v1/courses/${id}/join`,
      actor: 'student',
      status,
      code,
    });
  }
  for (const id of ['abc', '0', '2147483648', '0x5']) {
    add({
      name: `GET /teachers/{id}: ${id}`,
      method: 'GET',
      url: `/v1/teachers/${id}`,
      actor: 'guest',
      status: 404,
      code: 'NOT_FOUND',
    });
    add({
      name: `POST /courses/{id}/purchase: ${id}`,
      method: 'POST',
      url: `/v1/courses/${id}/purchase`,
      actor: 'student',
      body: { pay_by: 'wallet' },
      status: 404,
      code: 'NOT_FOUND',
    });
  }
  add({
    name: 'GET /courses/{id}: an id that does not exist',
    method: 'GET',
    url: '/v1/courses/2147483647',
    actor: 'guest',
    status: 404,
    code: 'NOT_FOUND',
  });
  add({
    name: 'reset token: too short',
    method: 'POST',
    url: '/v1/password/reset/abc',
    actor: 'guest',
    body: { password: 'long-enough-1' },
    status: 404,
    code: 'NOT_FOUND',
  });
  add({
    name: 'reset token: unknown',
    method: 'POST',
    url: `/v1/password/reset/${'b'.repeat(40)}`,
    actor: 'guest',
    body: { password: 'long-enough-1' },
    status: 400,
    code: 'INVALID_RESET_TOKEN',
  });
  add({
    name: 'reset token: past the longest',
    method: 'POST',
    url: `/v1/password/reset/${'c'.repeat(300)}`,
    actor: 'guest',
    body: { password: 'long-enough-1' },
    status: 414,
    code: 'NOT_FOUND',
  });
  add({
    name: 'unknown path',
    method: 'GET',
    url: '/v1/admin',
    actor: 'student',
    status: 404,
    code: 'NOT_FOUND',
  });

  // Queries.
  for (const [what, q, field] of [
    ['grade_id hex', 'grade_id=0x1', 'grade_id'],
    ['grade_id 2^31', 'grade_id=2147483648', 'grade_id'],
    ['category_id a word', 'category_id=abc', 'category_id'],
    ['page zero', 'page=0', 'page'],
    ['page negative', 'page=-2', 'page'],
    ['page exponent', 'page=1e2', 'page'],
    ['search of 101 characters', `search=${'ب'.repeat(101)}`, 'search'],
    ['search with NUL', 'search=a%00b', 'search'],
    ['search with ESC', 'search=a%1Bb', 'search'],
  ] as [string, string, string][]) {
    add({
      name: `GET /courses?${what}`,
      method: 'GET',
      url: `/v1/courses?${q}`,
      actor: 'guest',
      status: 422,
      field,
    });
  }
  for (const q of ['page=0', 'page=abc', 'page=0x2']) {
    add({
      name: `GET /wallet?${q}`,
      method: 'GET',
      url: `/v1/wallet?${q}`,
      actor: 'student',
      status: 422,
      field: 'page',
    });
  }

  // Authentication.
  const userCalls: [Row['method'], string, unknown][] = [
    ['POST', '/v1/auth/user', undefined],
    ['POST', '/v1/logout', undefined],
    ['GET', '/v1/profile', undefined],
    ['PUT', '/v1/profile', { name: 'اسم' }],
    ['POST', '/v1/profile/password', { current_password: 'a', password: 'long-enough-1' }],
    ['POST', '/v1/password', { password: 'long-enough-1' }],
    ['POST', '/v1/verify', { code: '123456' }],
    ['POST', '/v1/verify/send', undefined],
    ['POST', '/v1/notifications/read', undefined],
    ['POST', '/v1/notifications/create', { device_token: 'device-token-1', platform: 'ios' }],
    ['GET', '/v1/wallet', undefined],
    ['POST', `/v1/courses/${c.freeCourseId}/join`, undefined],
    ['POST', `/v1/courses/${c.paidCourseId}/purchase`, { pay_by: 'wallet' }],
    ['POST', '/v1/wallet/transfer', { amount: 5, wallet_address: '99999999999' }],
    ['POST', '/v1/wallet/recharge/recharge-card', { code: 'NO-SUCH-CARD' }],
    ['POST', '/v1/wallet/recharge/mobile-wallet', { amount: 50, payer_number: '01012345678' }],
    ['POST', '/v1/wallet/recharge/manual', { amount: 50 }],
  ];
  for (const [method, url, body] of userCalls) {
    for (const actor of ['guest', 'garbage-token'] as Actor[]) {
      add({
        name: `${method} ${url.replace(/\/\d+/g, '/{id}')}: ${actor}`,
        method,
        url,
        actor,
        body,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
  }
  add({
    name: 'a Basic authorization header',
    method: 'GET',
    url: '/v1/profile',
    actor: 'guest',
    headers: { authorization: 'Basic YTpi' },
    status: 401,
    code: 'UNAUTHENTICATED',
  });
  add({
    name: 'a bearer token of 1 000 characters',
    method: 'GET',
    url: '/v1/profile',
    actor: 'guest',
    headers: { authorization: `Bearer ${'z'.repeat(1000)}` },
    status: 401,
    code: 'UNAUTHENTICATED',
  });

  // Money: business refusals change nothing.
  for (const [what, amount] of [
    ['below 0.5', 0.25],
    ['negative', -5],
    ['three decimals', 1.255],
    ['hex text', '0x10'],
    ['a word', 'five'],
  ] as [string, unknown][]) {
    add({
      name: `transfer: amount ${what}`,
      method: 'POST',
      url: '/v1/wallet/transfer',
      actor: 'student',
      body: { amount, wallet_address: '99999999999' },
      status: 422,
      field: 'amount',
    });
  }
  add({
    name: 'transfer: an unknown address',
    method: 'POST',
    url: '/v1/wallet/transfer',
    actor: 'student',
    body: { amount: 5, wallet_address: '99999999999' },
    status: 404,
    code: 'WALLET_NOT_FOUND',
  });
  add({
    name: 'mobile-wallet top-up while the method is not supported',
    method: 'POST',
    url: '/v1/wallet/recharge/mobile-wallet',
    actor: 'student',
    body: { amount: 50, payer_number: '01012345678' },
    status: 403,
    code: 'FEATURE_DISABLED',
  });
  add({
    name: 'manual top-up while the method is not supported',
    method: 'POST',
    url: '/v1/wallet/recharge/manual',
    actor: 'student',
    body: { amount: 50 },
    status: 403,
    code: 'FEATURE_DISABLED',
  });
  for (const [what, query] of [
    ['no address', ''],
    ['not an address', '?email=not-an-address'],
    ['an extra parameter', '?email=a@b.co&all=1'],
  ] as const) {
    add({
      name: `dev outbox: ${what}`,
      method: 'GET',
      url: `/v1/dev/outbox${query}`,
      actor: 'guest',
      status: 422,
      field: query.includes('all') ? 'all' : 'email',
    });
  }
  add({
    name: 'recharge card: an unknown code',
    method: 'POST',
    url: '/v1/wallet/recharge/recharge-card',
    actor: 'student',
    body: { code: 'NO-SUCH-CARD' },
    status: 409,
    code: 'INVALID_PAYCARD_CODE',
  });
  add({
    name: 'recharge card: a course pay-card is no recharge card',
    method: 'POST',
    url: '/v1/wallet/recharge/recharge-card',
    actor: 'student',
    body: { code: c.expiredCard },
    status: 409,
    code: 'INVALID_PAYCARD_CODE',
  });
  add({
    name: 'purchase: pay_by cash',
    method: 'POST',
    url: `/v1/courses/${c.paidCourseId}/purchase`,
    actor: 'student',
    body: { pay_by: 'cash' },
    status: 422,
    field: 'pay_by',
  });
  add({
    name: 'purchase: paycard without a code',
    method: 'POST',
    url: `/v1/courses/${c.paidCourseId}/purchase`,
    actor: 'student',
    body: { pay_by: 'paycard' },
    status: 422,
    field: 'code',
  });
  add({
    name: 'purchase: wallet without the balance',
    method: 'POST',
    url: `/v1/courses/${c.paidCourseId}/purchase`,
    actor: 'student',
    body: { pay_by: 'wallet' },
    status: 409,
    code: 'BALANCE_NOT_ENOUGH',
  });
  add({
    name: "purchase: another user's pay-card",
    method: 'POST',
    url: `/v1/courses/${c.paidCourseId}/purchase`,
    actor: 'student',
    body: { pay_by: 'paycard', code: c.otherUsersCard },
    status: 409,
    code: 'PAYCARD_USED_BY_ANOTHER_USER',
  });
  add({
    name: 'purchase: an expired pay-card',
    method: 'POST',
    url: `/v1/courses/${c.paidCourseId}/purchase`,
    actor: 'student',
    body: { pay_by: 'paycard', code: c.expiredCard },
    status: 409,
    code: 'EXPIRED_PAYCARD',
  });
  add({
    name: 'purchase: an unknown pay-card',
    method: 'POST',
    url: `/v1/courses/${c.paidCourseId}/purchase`,
    actor: 'student',
    body: { pay_by: 'paycard', code: 'NOPE-NOPE' },
    status: 409,
    code: 'INVALID_PAYCARD_CODE',
  });
  add({
    name: 'purchase: a course sold by its lectures',
    method: 'POST',
    url: `/v1/courses/${c.lecturesCourseId}/purchase`,
    actor: 'student',
    body: { pay_by: 'wallet' },
    status: 400,
    code: 'VALIDATION_FAILED',
  });
  add({
    name: 'purchase: bought already',
    method: 'POST',
    url: `/v1/courses/${c.boughtCourseId}/purchase`,
    actor: 'student',
    body: { pay_by: 'wallet' },
    status: 409,
    code: 'ALREADY_PURCHASED',
  });
  add({
    name: 'join: a paid course',
    method: 'POST',
    url: `/v1/courses/${c.paidCourseId}/join`,
    actor: 'student',
    status: 400,
    code: 'VALIDATION_FAILED',
  });
  add({
    name: 'join: a body',
    method: 'POST',
    url: `/v1/courses/${c.freeCourseId}/join`,
    actor: 'student',
    body: { pay_by: 'wallet' },
    status: 422,
    field: 'pay_by',
  });
  for (const key of ['x'.repeat(101), 'with space', 'ключ']) {
    add({
      name: `purchase: Idempotency-Key ${JSON.stringify(key.slice(0, 12))}`,
      method: 'POST',
      url: `/v1/courses/${c.paidCourseId}/purchase`,
      actor: 'student',
      body: { pay_by: 'wallet' },
      headers: { 'idempotency-key': key },
      status: 422,
      field: 'idempotency_key',
    });
  }

  // Multipart.
  const boundary = '----bad-input-boundary';
  const filePart = (field: string, name: string, type: string, data: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n${data}\r\n--${boundary}--\r\n`;
  const mp = `multipart/form-data; boundary=${boundary}`;
  const avatarRows: [string, string, string | Buffer][] = [
    ['no boundary', 'multipart/form-data', filePart('avatar', 'a.png', 'image/png', 'x')],
    ['cut short', mp, filePart('avatar', 'a.png', 'image/png', 'x'.repeat(50)).slice(0, 80)],
    ['a bad part header', mp, `--${boundary}\r\nbroken\r\n\r\nx\r\n--${boundary}--\r\n`],
    [
      'a text field for the file',
      mp,
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    ],
    ['another field name', mp, filePart('photo', 'a.png', 'image/png', 'x')],
    ['text named .png', mp, filePart('avatar', 'a.png', 'image/png', 'not an image at all')],
    [
      'an svg with script',
      mp,
      filePart(
        'avatar',
        'a.svg',
        'image/svg+xml',
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    ],
    [
      'html named .jpg',
      mp,
      filePart('avatar', 'a.jpg', 'image/jpeg', '<html><script>alert(1)</script></html>'),
    ],
    ['an empty file', mp, filePart('avatar', 'a.png', 'image/png', '')],
    ['garbage', mp, 'garbage'],
  ];
  for (const [what, contentType, raw] of avatarRows) {
    add({
      name: `avatar: ${what}`,
      method: 'POST',
      url: '/v1/profile/avatar',
      actor: 'student',
      raw,
      contentType,
      status: 422,
      field: 'avatar',
    });
  }
  add({
    name: 'avatar: JSON instead of multipart',
    method: 'POST',
    url: '/v1/profile/avatar',
    actor: 'student',
    body: { avatar: 'x' },
    status: 422,
    field: 'avatar',
  });
  add({
    name: 'avatar: guest',
    method: 'POST',
    url: '/v1/profile/avatar',
    actor: 'guest',
    raw: filePart('avatar', 'a.png', 'image/png', 'x'),
    contentType: mp,
    status: 401,
    code: 'UNAUTHENTICATED',
  });

  // Notifications.
  for (const platform of ['symbian', '', 'IOS', 5]) {
    add({
      name: `notifications/create: platform ${JSON.stringify(platform)}`,
      method: 'POST',
      url: '/v1/notifications/create',
      actor: 'student',
      body: { device_token: 'device-token-1', platform },
      status: 422,
      field: 'platform',
    });
  }
  add({
    name: 'notifications/read: a body',
    method: 'POST',
    url: '/v1/notifications/read',
    actor: 'student',
    body: { id: 1 },
    status: 422,
    field: 'id',
  });
  add({
    name: 'logout: a body',
    method: 'POST',
    url: '/v1/logout',
    actor: 'student',
    body: { everywhere: true },
    status: 422,
    field: 'everywhere',
  });
  add({
    name: 'verify/send: a body',
    method: 'POST',
    url: '/v1/verify/send',
    actor: 'student',
    body: { email: 'x@example.com' },
    status: 422,
    field: 'email',
  });
  add({
    name: 'auth/user: a body',
    method: 'POST',
    url: '/v1/auth/user',
    actor: 'student',
    body: { user_id: 1 },
    status: 422,
    field: 'user_id',
  });

  out.push(...communityRows(c));
  out.push(...learningRows(c));
  out.push(...videoHlsRows(c));
  out.push(...examRows(c));
  out.push(...walletGatewayRows(c));
  out.push(...walletRequestRows(c));
  out.push(...mfeHealthRows(c));
  out.push(...amountRows(c));
  out.push(...multipartTextRows(c));
  out.push(...invisibleTextRows(c));
  // Classes generated from the rows above, for every call they fit.
  out.push(...prototypeKeyRows(out), ...routerRows(out));
  return out;
}
