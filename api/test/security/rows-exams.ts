import type { Ctx, Row } from './bad-input-rows';

/** What the runner seeds for the exam rows (issue 11). */
export interface ExamCtx {
  id: number;
  code: string;
  choiceId: number;
  essayId: number;
  /** a question and a choice of another exam */
  foreignQuestionId: number;
  foreignChoiceId: number;
  /** the student's running session, a submitted one, and another student's running one */
  running: string;
  submitted: string;
  othersRunning: string;
}

const BAD_IDS: [string, unknown][] = [
  ['zero', 0],
  ['negative', -1],
  ['2^31', 2 ** 31],
  ['a fraction', 1.5],
  ['text', 'abc'],
];

// The exam calls in the bad-input table: answers to questions of another exam, to a submitted
// session, with another student's token, oversized essays, forged fields. Each gets its 4xx and
// leaves the database as it was.
export function examRows(c: Ctx): Row[] {
  const e = c.exam;
  const out: Row[] = [];
  const add = (r: Row) => out.push(r);
  const answers = (token: string, list: unknown[], name: string, status: number, more: Partial<Row> = {}) =>
    add({
      name: `exam answers: ${name}`,
      method: 'POST',
      url: '/v1/exams/session/answers',
      actor: 'student',
      body: { session_token: token, answers: list },
      status,
      ...more,
    });

  add({
    name: 'exam details: guest',
    method: 'GET',
    url: `/v1/exams/details?exam_code=${e.code}`,
    actor: 'guest',
    status: 401,
    code: 'UNAUTHENTICATED',
  });
  add({
    name: 'exam details: no code',
    method: 'GET',
    url: '/v1/exams/details',
    actor: 'student',
    status: 422,
    field: 'exam_code',
  });
  add({
    name: 'exam details: huge code',
    method: 'GET',
    url: `/v1/exams/details?exam_code=${'A'.repeat(300)}`,
    actor: 'student',
    status: 422,
    field: 'exam_code',
  });
  add({
    name: 'exam details: control character',
    method: 'GET',
    url: '/v1/exams/details?exam_code=A%07B',
    actor: 'student',
    status: 422,
    field: 'exam_code',
  });
  add({
    name: 'exam details: unknown code',
    method: 'GET',
    url: '/v1/exams/details?exam_code=NO_SUCH',
    actor: 'student',
    status: 404,
    code: 'EXAM_NOT_FOUND',
  });

  for (const [label, id] of BAD_IDS)
    add({
      name: `exam start: exam_id ${label}`,
      method: 'POST',
      url: '/v1/exams/session',
      actor: 'student',
      body: { exam_id: id },
      status: 422,
      field: 'exam_id',
    });
  add({
    name: 'exam start: unknown exam',
    method: 'POST',
    url: '/v1/exams/session',
    actor: 'student',
    body: { exam_id: 2_000_000 },
    status: 404,
    code: 'EXAM_NOT_FOUND',
  });
  add({
    name: 'exam start: extra field',
    method: 'POST',
    url: '/v1/exams/session',
    actor: 'student',
    body: { exam_id: e.id, user_id: 1 },
    status: 422,
  });
  add({
    name: 'exam start: guest',
    method: 'POST',
    url: '/v1/exams/session',
    actor: 'guest',
    body: { exam_id: e.id },
    status: 401,
    code: 'UNAUTHENTICATED',
  });

  add({
    name: "exam session: another student's token",
    method: 'GET',
    url: `/v1/exams/session?session_token=${e.othersRunning}`,
    actor: 'student',
    status: 404,
    code: 'SESSION_NOT_FOUND',
  });
  add({
    name: 'exam session: unknown token',
    method: 'GET',
    url: '/v1/exams/session?session_token=nope',
    actor: 'student',
    status: 404,
    code: 'SESSION_NOT_FOUND',
  });
  add({
    name: 'exam session: no token',
    method: 'GET',
    url: '/v1/exams/session',
    actor: 'student',
    status: 422,
    field: 'session_token',
  });
  add({
    name: 'exam session: guest',
    method: 'GET',
    url: `/v1/exams/session?session_token=${e.running}`,
    actor: 'guest',
    status: 401,
    code: 'UNAUTHENTICATED',
  });

  answers(
    e.running,
    [{ question_id: e.foreignQuestionId, chosen_answer: e.foreignChoiceId }],
    'question of another exam',
    422,
    { field: 'answers.0.question_id' },
  );
  answers(
    e.running,
    [{ question_id: e.choiceId, chosen_answer: e.foreignChoiceId }],
    'choice of another question',
    422,
    { field: 'answers.0.chosen_answer' },
  );
  answers(
    e.running,
    [{ question_id: e.essayId, chosen_answer: e.foreignChoiceId }],
    'a choice for an essay',
    422,
    { field: 'answers.0.chosen_answer' },
  );
  answers(
    e.running,
    [{ question_id: e.choiceId, chosen_answer: e.foreignChoiceId, correct: true }],
    'forged correct field',
    422,
  );
  answers(
    e.running,
    [{ question_id: e.choiceId, correction_mark: 99, answer_text: 'x' }],
    'forged mark field',
    422,
  );
  answers(e.running, [{ question_id: e.essayId, answer_text: 'ش'.repeat(20_001) }], 'oversized essay', 422);
  answers(
    e.running,
    [{ question_id: e.essayId, answer_text: 'a\u0000b' }],
    'control character in an essay',
    422,
  );
  answers(
    e.running,
    [{ question_id: e.essayId, answer_text: 'x', seq: -1 }],
    'negative sequence number',
    422,
  );
  answers(
    e.running,
    [{ question_id: e.essayId, answer_text: 'x', answered_at: 'yesterday' }],
    'answered_at not a date',
    422,
  );
  answers(
    e.running,
    Array.from({ length: 501 }, () => ({ question_id: e.essayId, answer_text: 'x' })),
    '501 answers',
    422,
    { field: 'answers' },
  );
  answers(e.running, [{ question_id: e.essayId }], 'neither choice nor text', 422);
  answers(e.submitted, [{ question_id: e.essayId, answer_text: 'late' }], 'to a submitted session', 409, {
    code: 'EXAM_NOT_ACTIVE',
  });
  answers(e.othersRunning, [{ question_id: e.essayId, answer_text: 'x' }], "another student's token", 404, {
    code: 'SESSION_NOT_FOUND',
  });
  add({
    name: 'exam answers: guest',
    method: 'POST',
    url: '/v1/exams/session/answers',
    actor: 'guest',
    body: { session_token: e.running, answers: [] },
    status: 401,
    code: 'UNAUTHENTICATED',
  });

  const form = (fields: Record<string, string>) => {
    const b = 'rowsexamsboundary';
    const raw = `${Object.entries(fields)
      .map(([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('')}--${b}--\r\n`;
    return { raw, contentType: `multipart/form-data; boundary=${b}` };
  };
  const image = '/v1/exams/session/answers/image';
  add({
    name: 'exam image answer: JSON instead of multipart',
    method: 'POST',
    url: image,
    actor: 'student',
    body: { session_token: e.running, question_id: e.essayId },
    status: 422,
    field: 'answer_image',
  });
  add({
    name: "exam image answer: another student's token",
    method: 'POST',
    url: image,
    actor: 'student',
    ...form({ session_token: e.othersRunning, question_id: String(e.essayId) }),
    status: 404,
    code: 'SESSION_NOT_FOUND',
  });
  add({
    name: 'exam image answer: exam without image answers',
    method: 'POST',
    url: image,
    actor: 'student',
    ...form({ session_token: e.running, question_id: String(e.essayId) }),
    status: 422,
    field: 'answer_image',
  });
  add({
    name: 'exam image answer: forged field',
    method: 'POST',
    url: image,
    actor: 'student',
    ...form({ session_token: e.running, question_id: String(e.essayId), correct: 'true' }),
    status: 422,
    field: 'correct',
  });
  for (const [what, extra, field] of [
    ['a negative seq', { seq: '-1' }, 'seq'],
    ['a seq past 2^31', { seq: String(2 ** 31) }, 'seq'],
    ['answered_at not a date', { answered_at: 'yesterday' }, 'answered_at'],
    // remove_image (issue 31) takes '1' only; a removal on another's session is the 404 row above.
    ['remove_image not 1', { remove_image: 'yes' }, 'remove_image'],
    ['remove_image as 0', { remove_image: '0' }, 'remove_image'],
  ] as const) {
    add({
      name: `exam image answer: ${what}`,
      method: 'POST',
      url: image,
      actor: 'student',
      ...form({ session_token: e.running, question_id: String(e.essayId), ...extra }),
      status: 422,
      field,
    });
  }
  add({
    name: "exam image answer: removing the image of another student's session",
    method: 'POST',
    url: image,
    actor: 'student',
    ...form({ session_token: e.othersRunning, question_id: String(e.essayId), remove_image: '1' }),
    status: 404,
    code: 'SESSION_NOT_FOUND',
  });
  add({
    name: "exam submit: another student's token",
    method: 'POST',
    url: '/v1/exams/session/submit',
    actor: 'student',
    body: { session_token: e.othersRunning, answers: [] },
    status: 404,
    code: 'SESSION_NOT_FOUND',
  });
  add({
    name: 'exam submit: forged field',
    method: 'POST',
    url: '/v1/exams/session/submit',
    actor: 'student',
    body: { session_token: e.running, answers: [], correction_mark: 100 },
    status: 422,
  });
  add({
    name: 'exam submit: answers not a list',
    method: 'POST',
    url: '/v1/exams/session/submit',
    actor: 'student',
    body: { session_token: e.running, answers: 'all' },
    status: 422,
    field: 'answers',
  });
  add({
    name: 'exam results: guest',
    method: 'GET',
    url: '/v1/exams/results',
    actor: 'guest',
    status: 401,
    code: 'UNAUTHENTICATED',
  });
  add({
    name: 'homework results: garbage token',
    method: 'GET',
    url: '/v1/exams/homeworks/results',
    actor: 'garbage-token',
    status: 401,
    code: 'UNAUTHENTICATED',
  });
  return out;
}
