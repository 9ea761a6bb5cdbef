import { z } from 'zod';
import { codeInput, dataOf, dateTimeSchema, ID_MAX, idSchema, numberInput, urlSchema } from './common';
import { EXAM_KINDS, QUESTION_TYPES } from './values';

/** Exam session (spec 2 §3). Marks are null while hidden or not corrected yet. */
export const examSessionSchema = z.object({
  id: idSchema,
  token: z.string(),
  active: z.boolean(),
  /** seconds left; null for an exam without duration (open) */
  remaining_seconds: z.number().int().nullable(),
  start_time: dateTimeSchema,
  corrected: z.boolean(),
  succeeded: z.boolean().nullable(),
  correction_mark: z.number().nullable(),
  total_mark: z.number(),
  correction_percentage: z.number().nullable(),
  submitted_at: dateTimeSchema.nullable(),
  correct_answer_attempts: z.number().int().nullable(),
  wrong_answer_attempts: z.number().int().nullable(),
  /** seconds */
  time_taken: z.number().int().nullable(),
});
export type ExamSession = z.infer<typeof examSessionSchema>;

export const examSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  /** minutes; null means open (no time limit) */
  duration: z.number().int().positive().nullable(),
  questions_count: z.number().int().nonnegative(),
  exam_code: z.string(),
  must_pass: z.boolean(),
  must_take: z.boolean(),
  needs_attention: z.boolean(),
  navigate_to_alternative: z.boolean(),
  /** exam_code of the alternative exam */
  alternative_exam: z.string().nullable(),
  /** the running session of the student (active true), or null */
  active_session: examSessionSchema.nullable(),
  has_session: z.boolean(),
  show_result: z.boolean(),
  show_detailed_result: z.boolean(),
  shuffled_answers: z.boolean(),
  enable_images_answers: z.boolean(),
  // Our additions: which results list it belongs to, the latest finished session (for the
  // 'view result' / 'view session' button) and how many sessions the student had.
  kind: z.enum(EXAM_KINDS),
  latest_session: examSessionSchema.nullable(),
  /** the student's sessions of this exam, the running one included (attempts used) */
  attempts_count: z.number().int().nonnegative(),
  /** how many sessions a student may have; another one starts while attempts_count is below it */
  attempts_allowed: z.number().int().positive(),
  /** the percentage of the total mark that passes */
  pass_percentage: z.number().min(0).max(100),
  /** the window in which a session may start (either end may be open) */
  starts_at: dateTimeSchema.nullable(),
  ends_at: dateTimeSchema.nullable(),
});
export type Exam = z.infer<typeof examSchema>;

export const answerSchema = z.object({
  id: idSchema,
  text: z.string().nullable(),
  image_url: urlSchema.nullable(),
  /** null while the correct answer is hidden (active session, or no detailed result) */
  correct: z.boolean().nullable(),
});
export type Answer = z.infer<typeof answerSchema>;

export const questionSchema = z.object({
  id: idSchema,
  type: z.enum(QUESTION_TYPES),
  text: z.string().nullable(),
  image_url: urlSchema.nullable(),
  answers: z.array(answerSchema),
  answer_explain_text: z.string().nullable(),
  answer_explain_image: urlSchema.nullable(),
  answer_explain_audio: urlSchema.nullable(),
});
export type Question = z.infer<typeof questionSchema>;

export const answerAttemptSchema = z.object({
  id: idSchema,
  question_id: idSchema,
  answer_id: idSchema.nullable(),
  answer_text: z.string().nullable(),
  answer_image: urlSchema.nullable(),
  correct: z.boolean().nullable(),
  question_mark: z.number(),
  correction_mark: z.number().nullable(),
  /** The marker's comment on an essay or image answer: null until the correction is shown. */
  marker_comment: z.string().nullish(),
});
export type AnswerAttempt = z.infer<typeof answerAttemptSchema>;

/** Result block of a session; null while the session runs or when show_result is off. */
export const examResultSchema = z.object({
  corrected: z.boolean(),
  succeeded: z.boolean().nullable(),
  correction_mark: z.number().nullable(),
  total_mark: z.number(),
  correction_percentage: z.number().nullable(),
  correct_answer_attempts: z.number().int().nullable(),
  wrong_answer_attempts: z.number().int().nullable(),
  time_taken: z.number().int().nullable(),
});
export type ExamResult = z.infer<typeof examResultSchema>;

// GET /exams/details?exam_code=
export const examDetailsQuerySchema = z.object({ exam_code: codeInput(z.string().min(1).max(64)) });
export type ExamDetailsQuery = z.infer<typeof examDetailsQuerySchema>;
export const examDetailsResponseSchema = dataOf(examSchema);
export type ExamDetailsResponse = z.infer<typeof examDetailsResponseSchema>;

// POST /exams/session {exam_id} -> data = the (new or running) session, data.token used next
export const examSessionStartBodySchema = z.strictObject({ exam_id: numberInput(idSchema) });
export type ExamSessionStartBody = z.infer<typeof examSessionStartBodySchema>;
export const examSessionStartResponseSchema = dataOf(examSessionSchema);
export type ExamSessionStartResponse = z.infer<typeof examSessionStartResponseSchema>;

// GET /exams/session?session_token=
export const examSessionQuerySchema = z.object({ session_token: z.string().min(1).max(200) });
export type ExamSessionQuery = z.infer<typeof examSessionQuerySchema>;
export const examSessionResponseSchema = z.object({
  session: examSessionSchema,
  exam: examSchema,
  questions: z.array(questionSchema),
  answer_attempts: z.array(answerAttemptSchema),
  result: examResultSchema.nullable(),
});
export type ExamSessionResponse = z.infer<typeof examSessionResponseSchema>;

/** One answer: a chosen answer id, or essay text (null when empty). */
export const examAnswerInputSchema = z
  .strictObject({
    question_id: numberInput(idSchema),
    chosen_answer: numberInput(idSchema.nullable().optional()),
    answer_text: z.string().max(20000).nullable().optional(),
    /** The client's sequence number: the server keeps the answer with the highest (last write wins). */
    seq: numberInput(z.number().int().min(0).max(ID_MAX).optional()),
    /** When the student answered, on the server's clock as the client knows it (the grace rule). */
    answered_at: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((a) => a.chosen_answer !== undefined || a.answer_text !== undefined, {
    message: 'اختر إجابة أو اكتب نص الإجابة',
    path: ['chosen_answer'],
  });
export type ExamAnswerInput = z.infer<typeof examAnswerInputSchema>;

// POST /exams/session/answers
export const examAnswersBodySchema = z.strictObject({
  session_token: z.string().min(1).max(200),
  answers: z.array(examAnswerInputSchema).max(500),
});
export type ExamAnswersBody = z.infer<typeof examAnswersBodySchema>;
export const examAnswersResponseSchema = z.object({
  remaining_seconds: z.number().int().nullable(),
  answer_attempts: z.array(answerAttemptSchema),
});
export type ExamAnswersResponse = z.infer<typeof examAnswersResponseSchema>;

// POST /exams/session/answers/image (multipart; the file part is `answer_image`, image/*)
export const examImageAnswerFieldsSchema = z.strictObject({
  session_token: z.string().min(1).max(200),
  question_id: numberInput(idSchema),
  answer_text: z.string().max(20000).nullable().optional(),
  /** The answer queue's sequence number: an image with a lower one than the stored image changes nothing. */
  seq: numberInput(z.number().int().min(0).max(ID_MAX).optional()),
  /** When the student chose the image (the grace rule, as for the other answers). */
  answered_at: z.iso.datetime({ offset: true }).optional(),
  /** '1': remove the question's image (no file part; its seq orders it like an image). */
  remove_image: z.literal('1').optional(),
});
export type ExamImageAnswerFields = z.infer<typeof examImageAnswerFieldsSchema>;
export const examImageAnswerResponseSchema = examAnswersResponseSchema;

// POST /exams/session/submit
export const examSubmitBodySchema = examAnswersBodySchema;
export type ExamSubmitBody = z.infer<typeof examSubmitBodySchema>;
export const examSubmitResponseSchema = z.object({
  result: examResultSchema.nullable(),
  answer_attempts: z.array(answerAttemptSchema),
  questions: z.array(questionSchema),
});
export type ExamSubmitResponse = z.infer<typeof examSubmitResponseSchema>;

/** Row of GET /exams/results and GET /exams/homeworks/results. */
export const examResultRowSchema = examSessionSchema.extend({
  exam: z.object({
    id: idSchema,
    name: z.string(),
    exam_code: z.string(),
    kind: z.enum(EXAM_KINDS),
    show_result: z.boolean(),
    show_detailed_result: z.boolean(),
  }),
});
export type ExamResultRow = z.infer<typeof examResultRowSchema>;
export const examResultsResponseSchema = dataOf(z.array(examResultRowSchema));
export type ExamResultsResponse = z.infer<typeof examResultsResponseSchema>;
