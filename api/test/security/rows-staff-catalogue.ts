import { CATALOGUE_AUTHORING_MESSAGES as M, MONEY_LIMITS } from '@app/shared-contracts/schemas';

// Catalogue authoring's own rows beside the generic role rows (staff-roles.test.ts): bad ids,
// bounds, hostile input, another teacher's course. Each is refused before anything is written.
// `{course}` in a url is a course of the signed-in teacher's colleague (not theirs).
export interface CatalogueRow {
  name: string;
  as: 'admin' | 'teacher';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  status: number;
  /** 422: the field named in errors (and its message when given); otherwise the error code. */
  field?: string;
  message?: string;
  code?: string;
}

const course = {
  name: 'دورة',
  pay_type: 'course',
  price: 10,
  grade_ids: [],
  category_ids: [],
  teacher_ids: [1],
};
const teacher = {
  name: 'أ. مدرس',
  phone: null,
  email: null,
  whatsapp_url: null,
  facebook_url: null,
  messenger_url: null,
  twitter_url: null,
  youtube_url: null,
  telegram_url: null,
};
const bad = (
  name: string,
  method: CatalogueRow['method'],
  url: string,
  body: unknown,
  field: string,
  message?: string,
): CatalogueRow => ({
  name: `${method} ${url}: ${name}`,
  as: 'admin',
  method,
  url,
  body,
  status: 422,
  field,
  ...(message ? { message } : {}),
});

export const catalogueRows: CatalogueRow[] = [
  // ids: a malformed id is the spec's not-found, like a missing one
  {
    name: 'course id 0',
    as: 'admin',
    method: 'GET',
    url: '/v1/staff/catalogue/courses/0',
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    name: 'course id text',
    as: 'admin',
    method: 'GET',
    url: '/v1/staff/catalogue/courses/abc',
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    name: 'course id past int4',
    as: 'admin',
    method: 'PUT',
    url: '/v1/staff/catalogue/courses/2147483648/published',
    body: { published: true },
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    name: 'a course that does not exist',
    as: 'admin',
    method: 'GET',
    url: '/v1/staff/catalogue/courses/999999',
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    name: 'grade id negative',
    as: 'admin',
    method: 'DELETE',
    url: '/v1/staff/catalogue/grades/-1',
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    name: 'a teacher that does not exist',
    as: 'admin',
    method: 'PUT',
    url: '/v1/staff/catalogue/teachers/999999',
    body: teacher,
    status: 404,
    code: 'NOT_FOUND',
  },
  // another teacher's course: exactly a missing one
  {
    name: "another teacher's course",
    as: 'teacher',
    method: 'GET',
    url: '/v1/staff/catalogue/courses/{course}',
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    name: "publishing another teacher's course",
    as: 'teacher',
    method: 'PUT',
    url: '/v1/staff/catalogue/courses/{course}/published',
    body: { published: true },
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    name: "editing another teacher's course",
    as: 'teacher',
    method: 'PUT',
    url: '/v1/staff/catalogue/courses/{course}',
    body: course,
    status: 404,
    code: 'NOT_FOUND',
  },
  // bounds
  bad(
    'price above the highest',
    'POST',
    '/v1/staff/catalogue/courses',
    { ...course, price: MONEY_LIMITS.maxPrice + 1 },
    'price',
    M.price,
  ),
  bad('price negative', 'POST', '/v1/staff/catalogue/courses', { ...course, price: -1 }, 'price'),
  bad('pay_type unknown', 'POST', '/v1/staff/catalogue/courses', { ...course, pay_type: 'free' }, 'pay_type'),
  bad('name of spaces', 'POST', '/v1/staff/catalogue/courses', { ...course, name: ' \u200b ' }, 'name'),
  bad('name too long', 'POST', '/v1/staff/catalogue/courses', { ...course, name: 'س'.repeat(201) }, 'name'),
  bad(
    '51 grades',
    'POST',
    '/v1/staff/catalogue/courses',
    { ...course, grade_ids: Array.from({ length: 51 }, (_, i) => i + 1) },
    'grade_ids',
  ),
  bad(
    'an unknown field',
    'POST',
    '/v1/staff/catalogue/courses',
    { ...course, published_at: 'now' },
    'published_at',
  ),
  bad(
    'a grade that does not exist',
    'POST',
    '/v1/staff/catalogue/courses',
    { ...course, grade_ids: [999999] },
    'grade_ids',
    M.unknownRef,
  ),
  bad(
    'position negative',
    'POST',
    '/v1/staff/catalogue/courses',
    { ...course, position: -3 },
    'position',
    M.position,
  ),
  bad('grade name empty', 'POST', '/v1/staff/catalogue/grades', { name: '' }, 'name'),
  bad(
    'order with a repeated id',
    'PUT',
    '/v1/staff/catalogue/grades/order',
    { ids: [1, 1] },
    'ids',
    M.orderMismatch,
  ),
  bad('order empty', 'PUT', '/v1/staff/catalogue/categories/order', { ids: [] }, 'ids'),
  // the courses' order names every course once: a stale or forged list is told to reload
  bad(
    'course order with a repeated id',
    'PUT',
    '/v1/staff/catalogue/courses/order',
    { ids: [1, 1] },
    'ids',
    M.orderMismatch,
  ),
  bad(
    'course order naming none of the courses',
    'PUT',
    '/v1/staff/catalogue/courses/order',
    { ids: [999_999] },
    'ids',
    M.orderMismatch,
  ),
  bad('course order of a word', 'PUT', '/v1/staff/catalogue/courses/order', { ids: ['abc'] }, 'ids.0'),
  // hostile
  bad(
    'a javascript: link',
    'POST',
    '/v1/staff/catalogue/teachers',
    { ...teacher, facebook_url: 'javascript:alert(1)' },
    'facebook_url',
    M.url,
  ),
  bad(
    'an http (not https) link',
    'POST',
    '/v1/staff/catalogue/teachers',
    { ...teacher, youtube_url: 'http://x.test' },
    'youtube_url',
    M.url,
  ),
  bad(
    'a link with a quote',
    'POST',
    '/v1/staff/catalogue/teachers',
    { ...teacher, telegram_url: 'https://t.me/"onerror=' },
    'telegram_url',
    M.url,
  ),
  bad(
    'a phone of letters',
    'POST',
    '/v1/staff/catalogue/teachers',
    { ...teacher, phone: '01x' },
    'phone',
    M.phone,
  ),
  bad(
    'a cover sent as json',
    'POST',
    '/v1/staff/catalogue/courses/{own}/cover',
    { image: 'data:image/png;base64,AAAA' },
    'image',
    M.chooseImage,
  ),
];
