import { multipartForm, PNG_1X1 } from '../support/multipart';
import type { Ctx, Row } from './bad-input-rows';

// mfe-community's calls in the bad-input table (issue 13): each row must get its 4xx and leave
// the database as it was.
const GUEST = { name: 'سارة أحمد', email: 'sara@example.com', phone: '01012345678' };
const TICKET = { title: 'عنوان', content: 'محتوى', ...GUEST };

export function communityRows(_c: Ctx): Row[] {
  const out: Row[] = [];
  const ticket = (name: string, body: unknown, field: string, actor: Row['actor'] = 'guest') =>
    out.push({
      name: `support-tickets: ${name}`,
      method: 'POST',
      url: '/v1/support-tickets',
      actor,
      body,
      status: 422,
      field,
    });
  ticket('a blank title', { ...TICKET, title: '   ' }, 'title');
  ticket('an invisible title', { ...TICKET, title: '\u200b\u200c\u200f' }, 'title');
  ticket('a title of bidi overrides', { ...TICKET, title: '\u202e\u202d' }, 'title');
  ticket('an invisible content', { ...TICKET, content: '\ufeff\u2060' }, 'content');
  ticket('a huge content', { ...TICKET, content: 'ش'.repeat(5_001) }, 'content');
  ticket('a huge title', { ...TICKET, title: 'ش'.repeat(201) }, 'title');
  ticket('a title that is a number', { ...TICKET, title: 12345 }, 'title');
  ticket('a guest without e-mail', { title: 'x', content: 'x', name: 'سارة أحمد', phone: '0101' }, 'email');
  ticket('a guest without phone', { title: 'x', content: 'x', name: 'سارة أحمد', email: 'a@b.co' }, 'phone');
  ticket('a control character in the content', { ...TICKET, content: 'a\u0000b' }, 'content');
  ticket('an extra field', { ...TICKET, user_id: 1 }, 'user_id', 'student');
  ticket('a status', { ...TICKET, status: 'closed' }, 'status', 'student');

  const dir = '/v1/bank-questions/directories/1';
  for (const v of ['0', '-1', '1.5', 'abc', '١a', '1e9x']) {
    out.push({
      name: `bank directories: page_number ${v}`,
      method: 'GET',
      url: `${dir}?page_number=${encodeURIComponent(v)}`,
      actor: 'student',
      status: 422,
      field: 'page_number',
    });
    out.push({
      name: `bank directories: question_number ${v}`,
      method: 'GET',
      url: `${dir}?question_number=${encodeURIComponent(v)}`,
      actor: 'student',
      status: 422,
      field: 'question_number',
    });
  }
  out.push({
    name: 'bank directories: an unknown folder',
    method: 'GET',
    url: '/v1/bank-questions/directories/2147483647',
    actor: 'student',
    status: 404,
    code: 'NOT_FOUND',
  });
  out.push({
    name: 'bank directories: a guest',
    method: 'GET',
    url: '/v1/bank-questions/directories',
    actor: 'guest',
    status: 401,
    code: 'UNAUTHENTICATED',
  });
  out.push({
    name: 'bank my-questions: a guest',
    method: 'GET',
    url: '/v1/bank-questions/my-questions',
    actor: 'guest',
    status: 401,
    code: 'UNAUTHENTICATED',
  });
  out.push({
    name: 'attachments download: an unknown note',
    method: 'GET',
    url: '/v1/attachments/2147483647/download',
    actor: 'guest',
    status: 404,
    code: 'NOT_FOUND',
  });
  out.push({
    name: 'attachments download: hex id',
    method: 'GET',
    url: '/v1/attachments/0x1/download',
    actor: 'guest',
    status: 404,
    code: 'NOT_FOUND',
  });

  const question = (name: string, fields: Record<string, string>, field: string, file?: Buffer) => {
    const form = multipartForm(
      { page_number: '1', question_number: '1', bank_question_category_id: '1', ...fields },
      file ? { field: 'image', name: 'q.png', type: 'image/png', data: file } : undefined,
    );
    out.push({
      name: `bank-questions: ${name}`,
      method: 'POST',
      url: '/v1/bank-questions',
      actor: 'student',
      raw: form.body,
      contentType: form.contentType,
      status: 422,
      field,
    });
  };
  question('neither text nor image', {}, 'text');
  question('page number 0', { text: 'س', page_number: '0' }, 'page_number');
  question('page number -1', { text: 'س', page_number: '-1' }, 'page_number');
  question('page number 1e9 as text with a letter', { text: 'س', page_number: '1e9a' }, 'page_number');
  question(
    'question number in Arabic-Indic with a letter',
    { text: 'س', question_number: '١٢x' },
    'question_number',
  );
  question(
    'an unknown category',
    { text: 'س', bank_question_category_id: '2147483647' },
    'bank_question_category_id',
  );
  question('a huge text', { text: 'ش'.repeat(5_001) }, 'text');
  question('wrong image bytes', {}, 'image', Buffer.from('%PDF-1.4 not an image'));
  question('a truncated png', {}, 'image', PNG_1X1.subarray(0, 30));
  question('an extra field', { text: 'س', user_id: '1' }, 'user_id');
  out.push({
    name: 'bank-questions: JSON instead of multipart',
    method: 'POST',
    url: '/v1/bank-questions',
    actor: 'student',
    body: { text: 'س', page_number: 1, question_number: 1, bank_question_category_id: 1 },
    status: 422,
    field: 'body',
  });
  out.push({
    name: 'bank-questions: a guest',
    method: 'POST',
    url: '/v1/bank-questions',
    actor: 'guest',
    body: {},
    status: 401,
    code: 'UNAUTHENTICATED',
  });

  // A student's own tickets and their threads (routes/support/tickets.ts).
  const tickets = (name: string, row: Omit<Row, 'name'>) => out.push({ name: `my tickets: ${name}`, ...row });
  tickets('a guest lists', {
    method: 'GET',
    url: '/v1/support/tickets',
    actor: 'guest',
    status: 401,
    code: 'UNAUTHENTICATED',
  });
  tickets('a garbage token', {
    method: 'GET',
    url: '/v1/support/tickets',
    actor: 'garbage-token',
    status: 401,
    code: 'UNAUTHENTICATED',
  });
  tickets('a guest reads one', {
    method: 'GET',
    url: '/v1/support/tickets/1',
    actor: 'guest',
    status: 401,
    code: 'UNAUTHENTICATED',
  });
  for (const id of ['0', 'abc', '1.5', '0x1', '2147483648']) {
    tickets(`thread id ${id}`, {
      method: 'GET',
      url: `/v1/support/tickets/${id}`,
      actor: 'student',
      status: 404,
      code: 'NOT_FOUND',
    });
  }
  tickets('an unknown ticket', {
    method: 'GET',
    url: '/v1/support/tickets/2147483647',
    actor: 'student',
    status: 404,
    code: 'NOT_FOUND',
  });
  const replyRow = (
    name: string,
    body: unknown,
    status: number,
    expect: { code?: string; field?: string },
    id = '1',
    actor: Row['actor'] = 'student',
  ) =>
    tickets(`reply ${name}`, {
      method: 'POST',
      url: `/v1/support/tickets/${id}/replies`,
      actor,
      body,
      status,
      ...expect,
    });
  replyRow('by a guest', { content: 'نص' }, 401, { code: 'UNAUTHENTICATED' }, '1', 'guest');
  replyRow('to an unknown ticket', { content: 'نص' }, 404, { code: 'NOT_FOUND' }, '2147483647');
  replyRow('to ticket id abc', { content: 'نص' }, 404, { code: 'NOT_FOUND' }, 'abc');
  replyRow('without content', {}, 422, { field: 'content' });
  replyRow('a blank content', { content: '   ' }, 422, { field: 'content' });
  replyRow('an invisible content', { content: '\u200b\u2060\ufeff' }, 422, { field: 'content' });
  replyRow('a content of bidi overrides', { content: '\u202e\u202d' }, 422, { field: 'content' });
  replyRow('a huge content', { content: 'ش'.repeat(5_001) }, 422, { field: 'content' });
  replyRow('a content that is a number', { content: 12345 }, 422, { field: 'content' });
  replyRow('a control character', { content: 'a\u0000b' }, 422, { field: 'content' });
  replyRow('an extra field', { content: 'نص', author: 'staff' }, 422, { field: 'author' });

  // The bank's text search (search=, routes/bank-questions).
  out.push({
    name: 'bank directories: a huge search',
    method: 'GET',
    url: `/v1/bank-questions/directories?search=${encodeURIComponent('ش'.repeat(101))}`,
    actor: 'student',
    status: 422,
    field: 'search',
  });

  // A student's question photo by its signed link (routes/bank-questions/photo.ts).
  const SIG = 'A'.repeat(43);
  const future = Math.floor(Date.now() / 1000) + 600;
  const photo = (q: string, id = '1') => `/v1/media/bank-questions/${id}?${q}`;
  const photoRow = (
    name: string,
    url: string,
    status: number,
    expect: { code?: string; field?: string },
    actor: Row['actor'] = 'guest',
  ) => out.push({ name: `question photo: ${name}`, method: 'GET', url, actor, status, ...expect });
  photoRow('a forged signature', photo(`u=1&e=${future}&s=${SIG}`), 403, { code: 'MEDIA_LINK_INVALID' });
  photoRow(
    'a forged signature with a token',
    photo(`u=1&e=${future}&s=${SIG}`),
    403,
    { code: 'MEDIA_LINK_INVALID' },
    'student',
  );
  photoRow('an expired link', photo(`u=1&e=1000&s=${SIG}`), 403, { code: 'MEDIA_LINK_INVALID' });
  photoRow('no signature', photo(`u=1&e=${future}`), 422, { field: 's' });
  photoRow('a signature that climbs', photo(`u=1&e=${future}&s=../../etc`), 422, { field: 's' });
  photoRow('a user that is a word', photo(`u=abc&e=${future}&s=${SIG}`), 422, { field: 'u' });
  photoRow('a negative user', photo(`u=-1&e=${future}&s=${SIG}`), 422, { field: 'u' });
  photoRow('an expiry that is a word', photo(`u=1&e=soon&s=${SIG}`), 422, { field: 'e' });
  photoRow('an extra parameter', photo(`u=1&e=${future}&s=${SIG}&path=../private`), 422, { field: 'path' });
  for (const id of ['0', 'abc', '1.5', '2147483648', '0x1']) {
    photoRow(`id ${id}`, photo(`u=1&e=${future}&s=${SIG}`, id), 404, { code: 'NOT_FOUND' });
  }
  return out;
}
