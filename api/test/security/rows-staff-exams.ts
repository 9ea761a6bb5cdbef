import { STAFF_EXAM_LIMITS, STAFF_EXAM_MESSAGES } from '@app/shared-contracts/schemas';

// The exam builder's own rows beside the generic role rows (staff-roles.test.ts): bad ids, bounds,
// another teacher's exam and bank, a published exam's frozen questions, hostile input. Every row
// is sent by a teacher and refused without writing anything (staff-exams.test.ts checks).
export interface ExamsRow {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  status: number;
  /** 422: the field named in errors (and its message when given); otherwise the error code. */
  field?: string;
  message?: string;
  code?: string;
}

export interface ExamsCtx {
  /** The teacher's own draft and published exam, another teacher's draft and bank question. */
  draftId: number;
  publishedId: number;
  foreignExamId: number;
  foreignBankId: number;
  foreignCourseId: number;
}

const BAD_IDS = ['abc', '0', '-1', '2147483648', '1;drop', '2147483647'];
const create = (name: string, body: unknown, field: string, message?: string): ExamsRow => ({
  name: `POST /exams: ${name}`,
  method: 'POST',
  url: '/v1/staff/exams',
  body,
  status: 422,
  field,
  ...(message ? { message } : {}),
});

export function examsRows(c: ExamsCtx): ExamsRow[] {
  const ok = { name: 'امتحان' };
  const on = (id: number, path = '') => `/v1/staff/exams/${id}${path}`;
  return [
    ...BAD_IDS.flatMap((id): ExamsRow[] => [
      {
        name: `GET /exams/${id}`,
        method: 'GET',
        url: `/v1/staff/exams/${id}`,
        status: 404,
        code: 'NOT_FOUND',
      },
      {
        name: `POST /exams/${id}/publish`,
        method: 'POST',
        url: `/v1/staff/exams/${id}/publish`,
        body: {},
        status: 404,
        code: 'NOT_FOUND',
      },
    ]),
    create('no name', {}, 'name'),
    create('a blank name', { name: '   ' }, 'name', STAFF_EXAM_MESSAGES.name),
    create('a code with symbols', { ...ok, exam_code: "X'; drop--" }, 'exam_code', STAFF_EXAM_MESSAGES.code),
    create('a code too short', { ...ok, exam_code: 'AB' }, 'exam_code', STAFF_EXAM_MESSAGES.code),
    create('a zero duration', { ...ok, duration: 0 }, 'duration', STAFF_EXAM_MESSAGES.duration),
    create('a duration too long', { ...ok, duration: STAFF_EXAM_LIMITS.durationMax + 1 }, 'duration'),
    create('no attempt', { ...ok, max_attempts: 0 }, 'max_attempts', STAFF_EXAM_MESSAGES.attempts),
    create(
      'a pass mark above 100',
      { ...ok, pass_percentage: 101 },
      'pass_percentage',
      STAFF_EXAM_MESSAGES.pass,
    ),
    create(
      'a window ending before it opens',
      { ...ok, starts_at: '2027-02-02T10:00:00Z', ends_at: '2027-02-01T10:00:00Z' },
      'ends_at',
      STAFF_EXAM_MESSAGES.window,
    ),
    create('a date that is none', { ...ok, starts_at: 'tomorrow' }, 'starts_at'),
    create('a homework without its lecture', { ...ok, kind: 'homework', lecture_id: null }, 'lecture_id'),
    create('an unknown kind', { ...ok, kind: 'quiz' }, 'kind'),
    create('an unknown field', { ...ok, status: 'published' }, 'status'),
    create(
      "another teacher's course",
      { ...ok, course_id: c.foreignCourseId },
      'course_id',
      STAFF_EXAM_MESSAGES.course,
    ),
    create('a course that does not exist', { ...ok, course_id: 2_147_483_647 }, 'course_id'),
    create('a prototype key', JSON.parse('{"name":"x","__proto__":{"admin":true}}'), '__proto__'),
    {
      name: "GET another teacher's exam",
      method: 'GET',
      url: on(c.foreignExamId),
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      name: "PATCH another teacher's exam",
      method: 'PATCH',
      url: on(c.foreignExamId),
      body: { name: 'x' },
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      name: "PUT questions of another teacher's exam",
      method: 'PUT',
      url: on(c.foreignExamId, '/questions'),
      body: { picks: [], draw_rules: [] },
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      name: "GET bank of another teacher's exam",
      method: 'GET',
      url: on(c.foreignExamId, '/bank-questions'),
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      name: "PUT overrides on another teacher's exam",
      method: 'PUT',
      url: on(c.foreignExamId, '/overrides'),
      body: { student: '1', extra_minutes: 5 },
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      name: "picks another teacher's bank question",
      method: 'PUT',
      url: on(c.draftId, '/questions'),
      body: { picks: [c.foreignBankId], draw_rules: [] },
      status: 422,
      field: 'picks.0',
      message: STAFF_EXAM_MESSAGES.bankQuestion,
    },
    {
      name: 'picks a bank question that does not exist',
      method: 'PUT',
      url: on(c.draftId, '/questions'),
      body: { picks: [2_147_483_647], draw_rules: [] },
      status: 422,
      field: 'picks.0',
    },
    {
      name: 'too many picks',
      method: 'PUT',
      url: on(c.draftId, '/questions'),
      body: {
        picks: Array.from({ length: STAFF_EXAM_LIMITS.picksMax + 1 }, (_, i) => i + 1),
        draw_rules: [],
      },
      status: 422,
      field: 'picks',
    },
    {
      name: 'a draw of 0',
      method: 'PUT',
      url: on(c.draftId, '/questions'),
      body: { picks: [], draw_rules: [{ count: 0 }] },
      status: 422,
      field: 'draw_rules.0.count',
      message: STAFF_EXAM_MESSAGES.drawCount,
    },
    {
      name: 'a draw of 1000',
      method: 'PUT',
      url: on(c.draftId, '/questions'),
      body: { picks: [], draw_rules: [{ count: 1000 }] },
      status: 422,
      field: 'draw_rules.0.count',
    },
    {
      name: 'publish with no question',
      method: 'POST',
      url: on(c.draftId, '/publish'),
      body: {},
      status: 422,
      field: 'picks',
      message: STAFF_EXAM_MESSAGES.noQuestions,
    },
    {
      name: "a published exam's questions are frozen",
      method: 'PUT',
      url: on(c.publishedId, '/questions'),
      body: { picks: [], draw_rules: [] },
      status: 422,
      field: 'status',
      message: STAFF_EXAM_MESSAGES.notDraft,
    },
    {
      name: 'publish twice',
      method: 'POST',
      url: on(c.publishedId, '/publish'),
      body: {},
      status: 422,
      field: 'status',
    },
    {
      name: 'close a draft',
      method: 'POST',
      url: on(c.draftId, '/close'),
      body: {},
      status: 422,
      field: 'status',
      message: STAFF_EXAM_MESSAGES.notPublished,
    },
    {
      name: 'extend into the past',
      method: 'POST',
      url: on(c.publishedId, '/extend'),
      body: { ends_at: '2020-01-01T00:00:00Z' },
      status: 422,
      field: 'ends_at',
      message: STAFF_EXAM_MESSAGES.extendLater,
    },
    {
      name: 'extend to no date',
      method: 'POST',
      url: on(c.publishedId, '/extend'),
      body: { ends_at: 'soon' },
      status: 422,
      field: 'ends_at',
    },
    {
      name: 'extra minutes for nobody',
      method: 'PUT',
      url: on(c.publishedId, '/overrides'),
      body: { student: '01999999999', extra_minutes: 5 },
      status: 422,
      field: 'student',
      message: STAFF_EXAM_MESSAGES.student,
    },
    {
      name: 'extra minutes past the bound',
      method: 'PUT',
      url: on(c.publishedId, '/overrides'),
      body: { student: '1', extra_minutes: STAFF_EXAM_LIMITS.extraMinutesMax + 1 },
      status: 422,
      field: 'extra_minutes',
    },
    {
      name: 'negative extra attempts',
      method: 'PUT',
      url: on(c.publishedId, '/overrides'),
      body: { student: '1', extra_attempts: -1 },
      status: 422,
      field: 'extra_attempts',
    },
    {
      name: 'GET /exams?per_page=101',
      method: 'GET',
      url: '/v1/staff/exams?per_page=101',
      status: 422,
      field: 'per_page',
    },
    {
      name: 'GET /exams?status=deleted',
      method: 'GET',
      url: '/v1/staff/exams?status=deleted',
      status: 422,
      field: 'status',
    },
  ];
}
