import { z } from 'zod';
import { dateTimeSchema, idSchema, isInvisibleText, messageResponseSchema, numberInput } from '../common';
import { staffListQuery, staffPageOf } from './common';

// Marking and results of exams (issue 34, decision 0049), under /v1/staff. They read and write the
// exam's own copy (questions, answers, exam_sessions, answer_attempts). Admin: every exam; a
// teacher: the exams of the courses they teach; an assistant reads results and analysis only.

// ---- the essay and image-answer queue: GET /marking, POST /marking/{id}/mark ----
export const staffMarkingQuerySchema = staffListQuery.extend({
  sort: z.enum(['id']).optional(),
  exam_id: numberInput(idSchema.optional()),
});
export type StaffMarkingQuery = z.infer<typeof staffMarkingQuerySchema>;

export const staffMarkingItemSchema = z.object({
  /** the answer (answer_attempts.id) */
  id: idSchema,
  session_id: idSchema,
  exam: z.object({ id: idSchema, name: z.string() }),
  student: z.object({ id: idSchema, name: z.string() }),
  question: z.object({ id: idSchema, text: z.string(), image_url: z.string().nullable() }),
  answer_text: z.string().nullable(),
  answer_image: z.string().nullable(),
  /** the model answer and explanation of the question */
  model_text: z.string().nullable(),
  model_image: z.string().nullable(),
  max_mark: z.number().nonnegative(),
  submitted_at: dateTimeSchema,
});
export type StaffMarkingItem = z.infer<typeof staffMarkingItemSchema>;
export const staffMarkingPageSchema = staffPageOf(staffMarkingItemSchema);
export type StaffMarkingPage = z.infer<typeof staffMarkingPageSchema>;

/** 0 to the question's mark (a higher one is VALIDATION_FAILED), with an optional comment. */
export const staffMarkBodySchema = z.strictObject({
  mark: numberInput(z.number('أدخل الدرجة').min(0, 'الدرجة لا تقل عن 0').max(10_000)),
  comment: z
    .string()
    .trim()
    .max(2000, 'التعليق طويل جداً')
    .transform((v) => (isInvisibleText(v) ? '' : v))
    .optional(),
});
export type StaffMarkBody = z.infer<typeof staffMarkBodySchema>;
export const staffMarkResponseSchema = messageResponseSchema.extend({
  session_id: idSchema,
  /** the session's last waiting answer: its result is complete and the student was notified */
  completed: z.boolean(),
});
export type StaffMarkResponse = z.infer<typeof staffMarkResponseSchema>;

// ---- a corrected answer key: PUT /exams/{examId}/questions/{questionId}/key ----
export const staffMarkingExamParamSchema = z.strictObject({ examId: numberInput(idSchema) });
export const staffMarkingKeyParamSchema = z.strictObject({
  examId: numberInput(idSchema),
  questionId: numberInput(idSchema),
});
/** The choices now counted right (one or more of the question's own). */
export const staffExamKeyBodySchema = z.strictObject({
  correct_answer_ids: z.array(idSchema).min(1, 'اختر الإجابة الصحيحة').max(6),
});
export type StaffExamKeyBody = z.infer<typeof staffExamKeyBodySchema>;
export const staffExamKeyResponseSchema = messageResponseSchema.extend({
  /** submitted sessions re-marked */
  sessions: z.number().int().nonnegative(),
  /** those whose mark or pass changed (their students were notified) */
  changed: z.number().int().nonnegative(),
});
export type StaffExamKeyResponse = z.infer<typeof staffExamKeyResponseSchema>;

// ---- results: GET /exams/{examId}/results ----
export const staffExamResultsQuerySchema = staffListQuery.extend({
  sort: z.enum(['submitted_at', 'mark', 'time_taken']).optional(),
});
export type StaffExamResultsQuery = z.infer<typeof staffExamResultsQuerySchema>;
export const staffMarkingExamSchema = z.object({
  id: idSchema,
  name: z.string(),
  pass_percentage: z.number(),
  total_mark: z.number().nonnegative(),
});
export type StaffMarkingExam = z.infer<typeof staffMarkingExamSchema>;
export const staffExamResultSchema = z.object({
  session_id: idSchema,
  student: z.object({ id: idSchema, name: z.string(), email: z.string() }),
  /** null while an essay waits for a mark */
  mark: z.number().nullable(),
  total_mark: z.number().nonnegative(),
  percentage: z.number().nullable(),
  succeeded: z.boolean().nullable(),
  corrected: z.boolean(),
  /** seconds from start to submission */
  time_taken: z.number().int().nonnegative(),
  /** the student's attempt number at this exam, from 1 */
  attempt: z.number().int().positive(),
  submitted_at: dateTimeSchema,
  /** 'deadline': the time ran out (the sweep or a late submit), 'student': before it */
  submitted_by: z.enum(['student', 'deadline']),
});
export type StaffExamResult = z.infer<typeof staffExamResultSchema>;
export const staffExamResultsPageSchema = staffPageOf(staffExamResultSchema).extend({
  exam: staffMarkingExamSchema,
});
export type StaffExamResultsPage = z.infer<typeof staffExamResultsPageSchema>;

// ---- item analysis: GET /exams/{examId}/analysis ----
export const staffExamAnalysisChoiceSchema = z.object({
  id: idSchema,
  text: z.string(),
  correct: z.boolean(),
  /** submitted answers that chose it */
  chosen: z.number().int().nonnegative(),
});
export const staffExamAnalysisQuestionSchema = z.object({
  id: idSchema,
  position: z.number().int(),
  type: z.enum(['choices', 'truefalse', 'essay']),
  text: z.string(),
  mark: z.number().nonnegative(),
  /** marked answers counted */
  answered: z.number().int().nonnegative(),
  /** share (0..1) of marked answers that were right; null when none */
  right_share: z.number().min(0).max(1).nullable(),
  /** upper 27 % minus lower 27 % share right (-1..1, at least one session a group); null under 2 sessions */
  discrimination: z.number().min(-1).max(1).nullable(),
  /** the wrong choice chosen most (choices and true/false) */
  top_wrong: z.object({ id: idSchema, text: z.string(), chosen: z.number().int().positive() }).nullable(),
  choices: z.array(staffExamAnalysisChoiceSchema),
});
export type StaffExamAnalysisQuestion = z.infer<typeof staffExamAnalysisQuestionSchema>;
export const staffExamAnalysisSchema = z.object({
  exam: staffMarkingExamSchema,
  /** submitted sessions with a complete result, the base of every figure */
  sessions: z.number().int().nonnegative(),
  /** submitted sessions still waiting for an essay mark */
  pending: z.number().int().nonnegative(),
  pass_rate: z.number().min(0).max(1).nullable(),
  average_percentage: z.number().nullable(),
  /** ten bins of the percentage: 0-10, 10-20, ... 90-100 (100 in the last) */
  distribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  questions: z.array(staffExamAnalysisQuestionSchema),
});
export type StaffExamAnalysis = z.infer<typeof staffExamAnalysisSchema>;
