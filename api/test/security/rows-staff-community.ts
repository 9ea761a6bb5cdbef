import { PNG_1X1 } from '../support/multipart';
import { type FilePart, MP3_BYTES, PDF_BYTES } from '../support/multipart-files';

// The desk's community calls beside the generic role rows (staff-roles.test.ts): file types and
// sizes, empty text, bad ids, another teacher's question, bounds. Each must get its 4xx and leave
// the database as it was (staff-community.test.ts checks).

/** Ids the runner seeds. */
export interface CommunityCtx {
  /** a student's open ticket */
  ticket: number;
  /** a guest's ticket already answered by e-mail (answered once) */
  answeredGuestTicket: number;
  closedTicket: number;
  /** a question in the teacher's folder, and one in a folder of nobody */
  teacherQuestion: number;
  otherQuestion: number;
  /** a question staff wrote (no student): not in the queue */
  bankOwnQuestion: number;
  note: number;
  outlet: number;
  /** the other teacher account's catalogue teacher */
  otherTeacherId: number;
}

export type StaffActorName = 'assistant' | 'teacher' | 'other-teacher';

export interface CommunityRow {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** under /v1/staff */
  url: string;
  actor: StaffActorName;
  body?: unknown;
  form?: { fields: Record<string, string>; files?: FilePart[] };
  status: number;
  /** the 422's field, or the error code otherwise */
  field?: string;
  code?: string;
}

const BAD_IDS = ['0', '-1', '2147483648', '1.5', 'abc', '1e3', '0x10'];
const OUTLET = { name: 'مكتبة', governorate: 'القاهرة', city: 'نصر', address: 'شارع' };
const img = (data: Buffer, name = 'a.png'): FilePart => ({ field: 'image', name, type: 'image/png', data });

export function communityStaffRows(c: CommunityCtx): CommunityRow[] {
  const out: CommunityRow[] = [];
  const answer = (
    name: string,
    id: number,
    form: CommunityRow['form'],
    status: number,
    field?: string,
    actor: StaffActorName = 'assistant',
  ) =>
    out.push({
      name: `answer: ${name}`,
      method: 'POST',
      url: `/bank-questions/${id}/answer`,
      actor,
      form,
      status,
      ...(field && { field }),
      ...(status === 404 && { code: 'NOT_FOUND' }),
    });

  // A path id that is not a positive 32-bit integer names nothing: 404, as everywhere in the api.
  for (const id of BAD_IDS) {
    for (const [method, url] of [
      ['GET', `/tickets/${id}`],
      ['POST', `/tickets/${id}/close`],
      ['GET', `/bank-questions/${id}`],
      ['DELETE', `/bank-questions/${id}/answer`],
      ['DELETE', `/notes/${id}`],
      ['DELETE', `/outlets/${id}`],
    ] as const)
      out.push({
        name: `${method} ${url.replace(id, '{id}')}: id ${id}`,
        method,
        url,
        actor: 'assistant',
        status: 404,
        code: 'NOT_FOUND',
      });
    out.push({
      name: `reply: id ${id}`,
      method: 'POST',
      url: `/tickets/${id}/replies`,
      actor: 'assistant',
      body: { content: 'رد' },
      status: 404,
      code: 'NOT_FOUND',
    });
  }
  for (const [method, url] of [
    ['GET', '/tickets/999999'],
    ['POST', '/tickets/999999/close'],
    ['GET', '/bank-questions/999999'],
    ['DELETE', '/notes/999999'],
    ['DELETE', '/outlets/999999'],
    ['GET', `/bank-questions/${c.bankOwnQuestion}`],
    ['DELETE', `/bank-questions/${c.otherQuestion}/answer`],
  ] as const)
    out.push({
      name: `${method} ${url}: missing`,
      method,
      url,
      actor: 'assistant',
      status: 404,
      code: 'NOT_FOUND',
    });

  // Tickets: empty, invisible, too long, extra fields; a guest answered once; a closed ticket.
  const reply = (name: string, id: number, body: unknown, status: number, field?: string) =>
    out.push({
      name: `reply: ${name}`,
      method: 'POST',
      url: `/tickets/${id}/replies`,
      actor: 'assistant',
      body,
      status,
      ...(field ? { field } : { code: 'VALIDATION_FAILED' }),
    });
  reply('empty', c.ticket, { content: '' }, 422, 'content');
  reply('spaces', c.ticket, { content: '   ' }, 422, 'content');
  reply('invisible', c.ticket, { content: '\u200b\u200f' }, 422, 'content');
  reply('5001 characters', c.ticket, { content: 'ش'.repeat(5001) }, 422, 'content');
  reply('a control character', c.ticket, { content: 'a\u0000b' }, 422, 'content');
  reply('an extra field', c.ticket, { content: 'رد', status: 'closed' }, 422, 'status');
  reply('a number', c.ticket, { content: 5 }, 422, 'content');
  reply('a guest answered already', c.answeredGuestTicket, { content: 'مرة أخرى' }, 400);
  reply('a closed ticket', c.closedTicket, { content: 'رد' }, 400);
  out.push({
    name: 'close: closed already',
    method: 'POST',
    url: `/tickets/${c.closedTicket}/close`,
    actor: 'assistant',
    status: 400,
    code: 'VALIDATION_FAILED',
  });
  for (const q of [
    'status=pending',
    'per_page=101',
    'page=0',
    `q=${'a'.repeat(201)}`,
    'sort=created_at;drop',
  ])
    out.push({
      name: `tickets list: ${q.slice(0, 30)}`,
      method: 'GET',
      url: `/tickets?${q}`,
      actor: 'assistant',
      status: 422,
      field: q.split('=')[0],
    });

  // Bank answers: nothing, blank, wrong types, sizes, unknown parts, another teacher's question.
  const q = c.otherQuestion;
  answer('nothing', q, { fields: {} }, 422, 'text');
  answer('blank text', q, { fields: { text: '   ' } }, 422, 'text');
  answer('invisible text', q, { fields: { text: '\u200b\u2060' } }, 422, 'text');
  answer('5001 characters', q, { fields: { text: 'ش'.repeat(5001) } }, 422, 'text');
  answer('a control character', q, { fields: { text: 'a\u0007b' } }, 422, 'text');
  answer('an unknown text part', q, { fields: { text: 'x', student_id: '1' } }, 422, 'student_id');
  // The answer's teacher (pnpm ops answer-question --teacher): a real one; a teacher signs as itself.
  answer('teacher id not a number', q, { fields: { text: 'x', teacher_id: 'abc' } }, 422, 'teacher_id');
  answer(
    'a teacher who does not exist',
    q,
    { fields: { text: 'x', teacher_id: '2147483647' } },
    422,
    'teacher_id',
  );
  answer(
    'a teacher signs as another teacher',
    c.teacherQuestion,
    { fields: { text: 'x', teacher_id: String(c.otherTeacherId) } },
    422,
    'teacher_id',
    'teacher',
  );
  answer('remove flag not a boolean', q, { fields: { text: 'x', remove_image: 'yes' } }, 422, 'remove_image');
  answer('a pdf as the image', q, { fields: {}, files: [img(PDF_BYTES)] }, 422, 'image');
  answer(
    'an image past 2 MB',
    q,
    { fields: {}, files: [img(Buffer.alloc(2 * 1024 * 1024 + 1, 7))] },
    422,
    'image',
  );
  answer(
    'an image as the audio',
    q,
    { fields: {}, files: [{ field: 'audio', name: 'a.mp3', type: 'audio/mpeg', data: PNG_1X1 }] },
    422,
    'audio',
  );
  answer(
    'an mp3 as the pdf',
    q,
    { fields: {}, files: [{ field: 'pdf', name: 'a.pdf', type: 'application/pdf', data: MP3_BYTES }] },
    422,
    'pdf',
  );
  answer(
    'an audio past 10 MB',
    q,
    {
      fields: {},
      files: [
        {
          field: 'audio',
          name: 'a.mp3',
          type: 'audio/mpeg',
          data: Buffer.concat([MP3_BYTES, Buffer.alloc(10 * 1024 * 1024)]),
        },
      ],
    },
    422,
    'audio',
  );
  answer(
    'an unknown file part',
    q,
    { fields: { text: 'x' }, files: [{ ...img(PNG_1X1), field: 'video' }] },
    422,
    'video',
  );
  answer('two images', q, { fields: {}, files: [img(PNG_1X1), img(PNG_1X1)] }, 422, 'image');
  answer('JSON instead of multipart', q, undefined, 422, 'image');
  answer('another teacher’s question', q, { fields: { text: 'ليس سؤالي' } }, 404, undefined, 'teacher');
  answer(
    'a teacher of another folder',
    c.teacherQuestion,
    { fields: { text: 'ليس سؤالي' } },
    404,
    undefined,
    'other-teacher',
  );
  answer('a question staff wrote', c.bankOwnQuestion, { fields: { text: 'x' } }, 404);
  out.push({
    name: 'questions list: another teacher’s question by id',
    method: 'GET',
    url: `/bank-questions/${q}`,
    actor: 'teacher',
    status: 404,
    code: 'NOT_FOUND',
  });
  for (const query of ['status=waiting', 'category_id=0', 'category_id=abc', 'per_page=1000'])
    out.push({
      name: `questions list: ${query}`,
      method: 'GET',
      url: `/bank-questions?${query}`,
      actor: 'assistant',
      status: 422,
      field: query.split('=')[0],
    });

  // Notes: types by their bytes, no file, name, bounds.
  const note = (name: string, fields: Record<string, string>, files: FilePart[], field: string) =>
    out.push({
      name: `note: ${name}`,
      method: 'POST',
      url: '/notes',
      actor: 'assistant',
      form: { fields, files },
      status: 422,
      field,
    });
  const pdf = (over: Partial<FilePart> = {}): FilePart => ({
    field: 'file',
    name: 'a.pdf',
    type: 'application/pdf',
    data: PDF_BYTES,
    ...over,
  });
  note('no file', { name: 'ملف' }, [], 'file');
  note('an exe', { name: 'ملف' }, [pdf({ name: 'a.exe' })], 'file');
  note('a png named pdf', { name: 'ملف' }, [pdf({ data: PNG_1X1 })], 'file');
  note('a pdf named docx', { name: 'ملف' }, [pdf({ name: 'a.docx' })], 'file');
  note('no extension', { name: 'ملف' }, [pdf({ name: 'pdf' })], 'file');
  note(
    'past 20 MB',
    { name: 'ملف' },
    [pdf({ data: Buffer.concat([PDF_BYTES, Buffer.alloc(20 * 1024 * 1024)]) })],
    'file',
  );
  note('a blank name', { name: '  ' }, [pdf()], 'name');
  note('a long name', { name: 'ش'.repeat(201) }, [pdf()], 'name');
  note('a negative position', { name: 'ملف', position: '-1' }, [pdf()], 'position');
  note('an unknown part', { name: 'ملف', public: 'false' }, [pdf()], 'public');
  const patchNote = (name: string, body: unknown, field: string) =>
    out.push({
      name: `note patch: ${name}`,
      method: 'PATCH',
      url: `/notes/${c.note}`,
      actor: 'assistant',
      body,
      status: 422,
      field,
    });
  patchNote('a blank name', { name: ' ' }, 'name');
  patchNote('a position past the bound', { position: 100_001 }, 'position');
  patchNote('the url', { url: '/etc/passwd' }, 'url');

  // Outlets: required fields, phone, https link, unknown fields.
  const outlet = (name: string, method: 'POST' | 'PATCH', body: unknown, field: string) =>
    out.push({
      name: `outlet ${method.toLowerCase()}: ${name}`,
      method,
      url: method === 'POST' ? '/outlets' : `/outlets/${c.outlet}`,
      actor: 'assistant',
      body,
      status: 422,
      field,
    });
  outlet('no name', 'POST', { ...OUTLET, name: undefined }, 'name');
  outlet('a blank city', 'POST', { ...OUTLET, city: '   ' }, 'city');
  outlet('a long address', 'POST', { ...OUTLET, address: 'ش'.repeat(501) }, 'address');
  outlet('a phone of letters', 'POST', { ...OUTLET, phone: 'اتصل بنا' }, 'phone');
  outlet('an http map', 'POST', { ...OUTLET, map_url: 'http://maps.example.com' }, 'map_url');
  outlet('a javascript map', 'PATCH', { map_url: 'javascript:alert(1)' }, 'map_url');
  outlet('an unknown field', 'PATCH', { id: 5 }, 'id');
  outlet('a blank governorate', 'PATCH', { governorate: '' }, 'governorate');
  return out;
}
