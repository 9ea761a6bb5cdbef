// Marking's own rows beside the generic role rows (staff-roles.test.ts): bad ids, marks out of
// bounds, another teacher's answer, exam or question, a key of another question's choices, hostile
// input. Each is refused and leaves the database as it was (staff-marking.test.ts).
export interface MarkingCtx {
  examId: number;
  attemptId: number;
  choiceId: number;
  essayId: number;
  choiceRight: number;
  /** another teacher's exam, its choice question and its answer waiting for a mark */
  foreignExamId: number;
  foreignChoiceId: number;
  foreignChoiceAnswer: number;
  foreignAttemptId: number;
}

export interface MarkingRow {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: (c: MarkingCtx) => string;
  body?: (c: MarkingCtx) => unknown;
  status: number;
  field?: string;
}

const mark = (c: MarkingCtx) => `/v1/staff/marking/${c.attemptId}/mark`;
const key = (c: MarkingCtx) => `/v1/staff/exams/${c.examId}/questions/${c.choiceId}/key`;

export const markingRows: MarkingRow[] = [
  ...['0', '-1', '1.5', 'abc', '2147483648'].map(
    (id): MarkingRow => ({
      name: `mark: answer id ${id}`,
      method: 'POST',
      url: () => `/v1/staff/marking/${id}/mark`,
      body: () => ({ mark: 1 }),
      // a malformed path id is not found, like an unknown one (test/security/ids.test.ts)
      status: 404,
    }),
  ),
  {
    name: 'mark: negative',
    method: 'POST',
    url: mark,
    body: () => ({ mark: -1 }),
    status: 422,
    field: 'mark',
  },
  {
    name: 'mark: above the question',
    method: 'POST',
    url: mark,
    body: () => ({ mark: 3 }),
    status: 422,
    field: 'mark',
  },
  {
    name: 'mark: text',
    method: 'POST',
    url: mark,
    body: () => ({ mark: 'كامل' }),
    status: 422,
    field: 'mark',
  },
  { name: 'mark: NaN', method: 'POST', url: mark, body: () => ({ mark: 'NaN' }), status: 422, field: 'mark' },
  {
    name: 'mark: missing',
    method: 'POST',
    url: mark,
    body: () => ({ comment: 'x' }),
    status: 422,
    field: 'mark',
  },
  {
    name: 'mark: huge comment',
    method: 'POST',
    url: mark,
    body: () => ({ mark: 1, comment: 'x'.repeat(2001) }),
    status: 422,
    field: 'comment',
  },
  {
    name: 'mark: forged field',
    method: 'POST',
    url: mark,
    body: () => ({ mark: 1, correct: true }),
    status: 422,
  },
  {
    name: "mark: another teacher's answer",
    method: 'POST',
    url: (c) => `/v1/staff/marking/${c.foreignAttemptId}/mark`,
    body: () => ({ mark: 1 }),
    status: 404,
  },
  {
    name: 'mark: unknown answer',
    method: 'POST',
    url: () => '/v1/staff/marking/2000000/mark',
    body: () => ({ mark: 1 }),
    status: 404,
  },
  {
    name: 'key: empty',
    method: 'PUT',
    url: key,
    body: () => ({ correct_answer_ids: [] }),
    status: 422,
    field: 'correct_answer_ids',
  },
  {
    name: 'key: not a list',
    method: 'PUT',
    url: key,
    body: () => ({ correct_answer_ids: 5 }),
    status: 422,
    field: 'correct_answer_ids',
  },
  {
    name: 'key: too many',
    method: 'PUT',
    url: key,
    body: (c) => ({ correct_answer_ids: Array(7).fill(c.choiceRight) }),
    status: 422,
    field: 'correct_answer_ids',
  },
  {
    name: "key: another question's choice",
    method: 'PUT',
    url: key,
    body: (c) => ({ correct_answer_ids: [c.foreignChoiceAnswer] }),
    status: 422,
    field: 'correct_answer_ids',
  },
  {
    name: 'key: an essay question',
    method: 'PUT',
    url: (c) => `/v1/staff/exams/${c.examId}/questions/${c.essayId}/key`,
    body: (c) => ({ correct_answer_ids: [c.choiceRight] }),
    status: 422,
    field: 'correct_answer_ids',
  },
  {
    name: 'key: a question of another exam',
    method: 'PUT',
    url: (c) => `/v1/staff/exams/${c.examId}/questions/${c.foreignChoiceId}/key`,
    body: (c) => ({ correct_answer_ids: [c.foreignChoiceAnswer] }),
    status: 404,
  },
  {
    name: "key: another teacher's exam",
    method: 'PUT',
    url: (c) => `/v1/staff/exams/${c.foreignExamId}/questions/${c.foreignChoiceId}/key`,
    body: (c) => ({ correct_answer_ids: [c.foreignChoiceAnswer] }),
    status: 404,
  },
  {
    name: 'key: exam id 0',
    method: 'PUT',
    url: (c) => `/v1/staff/exams/0/questions/${c.choiceId}/key`,
    body: (c) => ({ correct_answer_ids: [c.choiceRight] }),
    status: 404,
  },
  {
    name: "results: another teacher's exam",
    method: 'GET',
    url: (c) => `/v1/staff/exams/${c.foreignExamId}/results`,
    status: 404,
  },
  {
    name: "analysis: another teacher's exam",
    method: 'GET',
    url: (c) => `/v1/staff/exams/${c.foreignExamId}/analysis`,
    status: 404,
  },
  {
    name: 'results: exam id text',
    method: 'GET',
    url: () => '/v1/staff/exams/abc/results',
    status: 404,
  },
  {
    name: 'results: per_page 101',
    method: 'GET',
    url: (c) => `/v1/staff/exams/${c.examId}/results?per_page=101`,
    status: 422,
    field: 'per_page',
  },
  {
    name: 'results: unknown sort',
    method: 'GET',
    url: (c) => `/v1/staff/exams/${c.examId}/results?sort=password`,
    status: 422,
    field: 'sort',
  },
  {
    name: 'results: search with SQL',
    method: 'GET',
    url: (c) => `/v1/staff/exams/${c.examId}/results?q=%27%3B%20drop%20table%20users%3B--`,
    status: 200,
  },
  {
    name: 'marking: exam_id -1',
    method: 'GET',
    url: () => '/v1/staff/marking?exam_id=-1',
    status: 422,
    field: 'exam_id',
  },
  {
    name: "marking: another teacher's exam",
    method: 'GET',
    url: (c) => `/v1/staff/marking?exam_id=${c.foreignExamId}`,
    status: 200,
  },
];
