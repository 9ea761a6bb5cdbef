// Every student-facing exam call that answers while a session runs (issue 34, safety): none may
// carry an answer key, an explanation, a mark or a marker's comment before the paper is submitted.
// exam-payloads.test.ts runs them against an exam whose every question has a key and an
// explanation, and walks each answer's whole JSON.

export interface PayloadCtx {
  code: string;
  examId: number;
  token: string;
  choiceId: number;
  choiceAnswerId: number;
  essayId: number;
}

export interface PayloadRow {
  name: string;
  method: 'GET' | 'POST';
  url: (c: PayloadCtx) => string;
  body?: (c: PayloadCtx) => unknown;
  /** multipart image answer */
  image?: (c: PayloadCtx) => Record<string, string>;
}

export const examPayloadRows: PayloadRow[] = [
  { name: 'exam details', method: 'GET', url: (c) => `/v1/exams/details?exam_code=${c.code}` },
  {
    name: 'session start',
    method: 'POST',
    url: () => '/v1/exams/session',
    body: (c) => ({ exam_id: c.examId }),
  },
  { name: 'session read', method: 'GET', url: (c) => `/v1/exams/session?session_token=${c.token}` },
  {
    name: 'answers save',
    method: 'POST',
    url: () => '/v1/exams/session/answers',
    body: (c) => ({
      session_token: c.token,
      answers: [
        { question_id: c.choiceId, chosen_answer: c.choiceAnswerId, seq: 1 },
        { question_id: c.essayId, answer_text: 'جواب', seq: 1 },
      ],
    }),
  },
  {
    name: 'image answer save',
    method: 'POST',
    url: () => '/v1/exams/session/answers/image',
    image: (c) => ({ session_token: c.token, question_id: String(c.essayId), seq: '2' }),
  },
  { name: 'exam results list', method: 'GET', url: () => '/v1/exams/results' },
  { name: 'homework results list', method: 'GET', url: () => '/v1/exams/homeworks/results' },
];

/** Keys that reveal the key or the marking; null is the only value allowed before submission. */
export const SECRET_KEYS = [
  'correct',
  'answer_explain_text',
  'answer_explain_image',
  'answer_explain_audio',
  'correction_mark',
  'correct_answer_attempts',
  'wrong_answer_attempts',
  'succeeded',
  'marker_comment',
  'model_text',
  'model_image',
] as const;

/** The paths in a JSON answer where a secret key holds a value. */
export function leaksOf(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaksOf(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...((SECRET_KEYS as readonly string[]).includes(k) && v !== null && v !== undefined
      ? [`${path}.${k}`]
      : []),
    ...leaksOf(v, `${path}.${k}`),
  ]);
}
