// The question bank's own rows beside the generic role rows (staff-roles.test.ts): bad and
// unknown ids, another teacher's question and course, 7 choices, two correct, a foreign image
// link, hostile files. Each row must get its answer and leave the database as it was.
export interface ExamBankCtx {
  /** A question of the other teacher (never the signed-in teacher's). */
  foreignQuestionId: number;
  /** A course the signed-in teacher does not teach. */
  foreignCourseId: number;
}

export interface ExamBankRow {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  /** A multipart file part instead of a JSON body. */
  file?: { field: string; name: string; type: string; data: Buffer };
  status: number;
  /** The code of a non-422 answer, or the field a 422 names. */
  code?: string;
  field?: string;
}

const BAD_IDS = ['0', '-1', '2147483648', '1.5', '0x1', '1e1', 'abc'];
const B = '/v1/staff/exam-bank';
const choice = (text: string, correct = false) => ({ text, correct });
const good = {
  type: 'choices',
  text: 'سؤال',
  choices: [choice('أ', true), choice('ب')],
};

export function examBankRows(c: ExamBankCtx): ExamBankRow[] {
  const out: ExamBankRow[] = [];
  for (const id of [...BAD_IDS, '999999']) {
    for (const method of ['GET', 'DELETE'] as const)
      out.push({
        name: `${method} question ${id}`,
        method,
        url: `${B}/questions/${id}`,
        status: 404,
        code: 'NOT_FOUND',
      });
    out.push({
      name: `PUT question ${id}`,
      method: 'PUT',
      url: `${B}/questions/${id}`,
      body: good,
      status: 404,
      code: 'NOT_FOUND',
    });
  }
  // Another teacher's question is not found, to read, change or delete.
  const theirs = `${B}/questions/${c.foreignQuestionId}`;
  out.push(
    { name: 'read another teacher’s question', method: 'GET', url: theirs, status: 404, code: 'NOT_FOUND' },
    {
      name: 'edit another teacher’s question',
      method: 'PUT',
      url: theirs,
      body: good,
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      name: 'delete another teacher’s question',
      method: 'DELETE',
      url: theirs,
      status: 404,
      code: 'NOT_FOUND',
    },
  );
  const refused = (name: string, body: unknown, field: string) =>
    out.push({ name, method: 'POST', url: `${B}/questions`, body, status: 422, field });
  const seven = Array.from({ length: 7 }, (_, i) => choice(`خيار ${i + 1}`, i === 0));
  refused('7 choices', { ...good, choices: seven }, 'choices');
  refused('one choice', { ...good, choices: [choice('أ', true)] }, 'choices');
  refused('two correct', { ...good, choices: [choice('أ', true), choice('ب', true)] }, 'choices');
  refused('none correct', { ...good, choices: [choice('أ'), choice('ب')] }, 'choices');
  refused(
    'true/false with 3 choices',
    { ...good, type: 'truefalse', choices: [choice('أ', true), choice('ب'), choice('ج')] },
    'choices',
  );
  refused('an essay with choices', { ...good, type: 'essay' }, 'choices');
  refused('another teacher’s course', { ...good, course_id: c.foreignCourseId }, 'course_id');
  refused('an unknown type', { ...good, type: 'drawing' }, 'type');
  refused('an image from elsewhere', { ...good, image_url: 'https://evil.test/a.png' }, 'image_url');
  refused(
    'a climbing image path',
    { ...good, image_url: '/uploads/exam-bank/../../etc/passwd' },
    'image_url',
  );
  refused(
    'a javascript: explanation image',
    { ...good, explanation_image: 'javascript:alert(1)' },
    'explanation_image',
  );
  refused('marks 0', { ...good, marks: 0 }, 'marks');
  refused('marks 101', { ...good, marks: 101 }, 'marks');
  refused('a chapter of 101 letters', { ...good, chapter: 'ف'.repeat(101) }, 'chapter');
  refused('a text of 5001 letters', { ...good, text: 'س'.repeat(5001) }, 'text');
  refused('an unknown field', { ...good, teacher: 1 }, 'teacher');
  refused('a teacher_id 0', { ...good, teacher_id: 0 }, 'teacher_id');
  out.push({
    name: 'list: per_page 101',
    method: 'GET',
    url: `${B}/questions?per_page=101`,
    status: 422,
    field: 'per_page',
  });
  out.push({
    name: 'list: an unknown difficulty',
    method: 'GET',
    url: `${B}/questions?difficulty=x`,
    status: 422,
    field: 'difficulty',
  });
  // Hostile files: an svg with script and a zip bomb's header as an image; a binary as a sheet.
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
  out.push({
    name: 'an svg as the image',
    method: 'POST',
    url: `${B}/images`,
    file: { field: 'image', name: 'a.png', type: 'image/png', data: svg },
    status: 422,
    field: 'image',
  });
  out.push({
    name: 'a png named like a sheet is no sheet',
    method: 'POST',
    url: `${B}/import?mode=commit`,
    file: {
      field: 'file',
      name: 'bank.csv',
      type: 'text/csv',
      data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0xff]),
    },
    status: 422,
    field: 'file',
  });
  out.push({
    name: 'a zip that is no xlsx',
    method: 'POST',
    url: `${B}/import?mode=commit`,
    file: {
      field: 'file',
      name: 'bank.xlsx',
      type: 'application/zip',
      data: Buffer.from('PK\u0003\u0004garbage'),
    },
    status: 422,
    field: 'file',
  });
  out.push({
    name: 'import into another teacher’s course',
    method: 'POST',
    url: `${B}/import?mode=commit&course_id=${c.foreignCourseId}`,
    file: { field: 'file', name: 'bank.csv', type: 'text/csv', data: Buffer.from('type,text\nessay,س') },
    status: 422,
    field: 'course_id',
  });
  return out;
}
