import { STAFF_MESSAGE_LIMITS } from '@app/shared-contracts/schemas';

// The students area's own rows beside the generic role rows (staff-roles.test.ts): bad and
// unknown ids, a staff account taken for a student, bounds of days, the list and the message,
// the message's target. Each row must get its answer and leave the database as it was.
export interface StudentsCtx {
  studentId: number;
  /** A staff account's id: never a student. */
  staffId: number;
  courseId: number;
  lectureId: number;
  videoId: number;
}

export interface StudentsRow {
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

export function studentsRows(c: StudentsCtx): StudentsRow[] {
  const out: StudentsRow[] = [];
  const actions = (id: number | string, thing: number | string = 1) => [
    `/students/${id}/sessions/revoke`,
    `/students/${id}/sessions/${thing}/revoke`,
    `/students/${id}/courses/${thing}/grant`,
    `/students/${id}/courses/${thing}/revoke`,
    `/students/${id}/lectures/${thing}/grant`,
    `/students/${id}/lectures/${thing}/revoke`,
    `/students/${id}/videos/${thing}/reset-views`,
    `/students/${id}/block`,
    `/students/${id}/unblock`,
  ];
  for (const id of BAD_IDS) {
    out.push({
      name: `student page: id ${id}`,
      method: 'GET',
      url: `${S}/students/${id}`,
      who: 'assistant',
      status: 404,
      code: 'NOT_FOUND',
    });
    for (const url of actions(id))
      out.push({
        name: `POST ${url}`,
        method: 'POST',
        url: `${S}${url}`,
        who: 'assistant',
        body: {},
        status: 404,
        code: 'NOT_FOUND',
      });
    for (const url of actions(c.studentId, id).slice(1, 7))
      out.push({
        name: `POST ${url}`,
        method: 'POST',
        url: `${S}${url}`,
        who: 'assistant',
        body: {},
        status: 404,
        code: 'NOT_FOUND',
      });
  }
  // An unknown student and a staff account: not found, on the page and on every action.
  for (const id of [999_999, c.staffId]) {
    out.push({
      name: `student page: ${id === c.staffId ? 'a staff account' : 'unknown'}`,
      method: 'GET',
      url: `${S}/students/${id}`,
      who: 'admin',
      status: 404,
      code: 'NOT_FOUND',
    });
    for (const url of actions(id, c.courseId))
      out.push({
        name: `POST ${url} (${id === c.staffId ? 'staff' : 'unknown'})`,
        method: 'POST',
        url: `${S}${url}`,
        who: 'admin',
        body: {},
        status: 404,
        code: 'NOT_FOUND',
      });
  }
  // Unknown things of a real student.
  for (const url of actions(c.studentId, 999_999).slice(1, 7))
    out.push({
      name: `POST ${url} (unknown thing)`,
      method: 'POST',
      url: `${S}${url}`,
      who: 'assistant',
      body: {},
      status: 404,
      code: 'NOT_FOUND',
    });
  const grant = `${S}/students/${c.studentId}/lectures/${c.lectureId}/grant`;
  for (const days of [0, -1, 3651, 1.5, 'abc', '1e1', null, true]) {
    out.push({
      name: `lecture grant: days ${JSON.stringify(days)}`,
      method: 'POST',
      url: grant,
      who: 'assistant',
      body: { days },
      status: 422,
      field: 'days',
    });
  }
  out.push({
    name: 'lecture grant: an unknown field',
    method: 'POST',
    url: grant,
    who: 'assistant',
    body: { days: 3, price: 0 },
    status: 422,
    field: 'price',
  });
  out.push({
    name: 'block: a body',
    method: 'POST',
    url: `${S}/students/${c.studentId}/block`,
    who: 'assistant',
    body: { reason: 'x' },
    status: 422,
    field: 'reason',
  });
  for (const q of [
    'page=0',
    'per_page=0',
    'per_page=101',
    'page=abc',
    `q=${'x'.repeat(201)}`,
    'sort=email',
    'order=up',
  ]) {
    const field = q.split('=')[0]!;
    out.push({
      name: `students list: ${q.slice(0, 30)}`,
      method: 'GET',
      url: `${S}/students?${q}`,
      who: 'assistant',
      status: 422,
      field,
    });
  }
  const msg = (body: unknown, field: string, name: string, who: 'admin' | 'assistant' = 'admin') =>
    out.push({
      name: `message: ${name}`,
      method: 'POST',
      url: `${S}/messages`,
      who,
      body,
      status: 422,
      field,
    });
  const one = { kind: 'student', student_id: c.studentId };
  msg({ target: one, title: 'x'.repeat(STAFF_MESSAGE_LIMITS.title + 1) }, 'title', 'title too long');
  msg({ target: one, title: '\u200b\u200b' }, 'title', 'invisible title');
  msg({ target: one }, 'title', 'no title');
  msg(
    { target: one, title: 'عنوان', content: 'x'.repeat(STAFF_MESSAGE_LIMITS.content + 1) },
    'content',
    'content too long',
  );
  msg({ target: one, title: 'عنوان', to: 'https://evil.example' }, 'to', 'a link out of the app');
  msg({ target: one, title: 'عنوان', to: '//evil.example' }, 'to', 'a protocol-relative link');
  msg({ title: 'عنوان' }, 'target', 'no target');
  msg({ target: { kind: 'teachers' }, title: 'عنوان' }, 'target.kind', 'an unknown target');
  msg(
    { target: { kind: 'student', student_id: 'abc' }, title: 'عنوان' },
    'target.student_id',
    'a bad student id',
  );
  msg(
    { target: { kind: 'grade', grade_id: 999_999 }, title: 'عنوان' },
    'target.grade_id',
    'an unknown grade',
  );
  msg({ target: one, title: 'عنوان', extra: 1 }, 'extra', 'an unknown field');
  out.push({
    name: 'message: an unknown student',
    method: 'POST',
    url: `${S}/messages`,
    who: 'assistant',
    body: { target: { kind: 'student', student_id: 999_999 }, title: 'عنوان' },
    status: 404,
    code: 'NOT_FOUND',
  });
  out.push({
    name: 'message: a staff account as the student',
    method: 'POST',
    url: `${S}/messages`,
    who: 'assistant',
    body: { target: { kind: 'student', student_id: c.staffId }, title: 'عنوان' },
    status: 404,
    code: 'NOT_FOUND',
  });
  for (const target of [{ kind: 'all' }, { kind: 'grade', grade_id: 1 }]) {
    out.push({
      name: `message: an assistant to ${target.kind}`,
      method: 'POST',
      url: `${S}/messages`,
      who: 'assistant',
      body: { target, title: 'عنوان' },
      status: 403,
      code: 'ROLE_FORBIDDEN',
    });
  }
  return out;
}
