import { z } from 'zod';
import { codeInput, dateTimeSchema, idSchema, namedRefSchema, numberInput } from '../common';
import { EXAM_KINDS, QUESTION_TYPES } from '../values';
import { staffListQuery, staffPageOf } from './common';

// The exam builder (issue 34, decision 0048), under /v1/staff/exams. Admin: every exam; a
// teacher: the exams they own or of courses they teach; an assistant reads. A draft is invisible
// to students; publishing copies the picked bank questions (and each draw rule's pool) into the
// exam's own questions, so a later bank edit never changes an exam already sat.

export const STAFF_EXAM_STATUSES = ['draft', 'published', 'closed'] as const;
export const STAFF_EXAM_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type StaffExamStatus = (typeof STAFF_EXAM_STATUSES)[number];

export const STAFF_EXAM_LIMITS = {
  nameMax: 200,
  descriptionMax: 2000,
  durationMax: 600,
  attemptsMax: 20,
  picksMax: 200,
  rulesMax: 20,
  drawMax: 100,
  extraMinutesMax: 600,
  extraAttemptsMax: 20,
} as const;

export const STAFF_EXAM_MESSAGES = {
  name: 'اكتب اسم الامتحان',
  nameLong: `الاسم أطول من ${STAFF_EXAM_LIMITS.nameMax} حرف`,
  code: 'الكود من 4 إلى 16 حرفاً إنجليزياً أو رقماً',
  codeTaken: 'هذا الكود مستخدم في امتحان مفتوح آخر',
  window: 'موعد الإغلاق يجب أن يكون بعد موعد الفتح',
  duration: `المدة من 1 إلى ${STAFF_EXAM_LIMITS.durationMax} دقيقة`,
  attempts: `عدد المحاولات من 1 إلى ${STAFF_EXAM_LIMITS.attemptsMax}`,
  pass: 'نسبة النجاح من 0 إلى 100',
  homeworkLecture: 'الواجب يُربط بمحاضرة',
  drawCount: `العدد من 1 إلى ${STAFF_EXAM_LIMITS.drawMax}`,
  drawPool: 'لا توجد أسئلة كافية في البنك لهذه القاعدة',
  noQuestions: 'أضف سؤالاً واحداً على الأقل قبل النشر',
  notDraft: 'الامتحان منشور: لا تتغير أسئلته',
  notPublished: 'الامتحان لم يُنشر بعد',
  closed: 'الامتحان مغلق',
  extendLater: 'الموعد الجديد يجب أن يكون بعد موعد الإغلاق الحالي وبعد الآن',
  hasSessions: 'لا يُحذف امتحان دخله طلاب',
  student: 'لا يوجد طالب بهذا الرقم أو الهاتف',
  bankQuestion: 'هذا السؤال ليس في بنك أسئلة هذا الامتحان',
  course: 'الدورة أو المحاضرة غير متاحة لك',
  teacher: 'اختر المدرس صاحب الامتحان',
} as const;

const optionalDate = dateTimeSchema
  .refine((v) => !Number.isNaN(Date.parse(v)), { message: 'تاريخ غير صحيح' })
  .nullish();

/** The exam's settings (POST creates a draft with them; PATCH changes any of them). */
const settingsShape = {
  name: z
    .string()
    .trim()
    .min(1, STAFF_EXAM_MESSAGES.name)
    .max(STAFF_EXAM_LIMITS.nameMax, STAFF_EXAM_MESSAGES.nameLong),
  description: z.string().trim().max(STAFF_EXAM_LIMITS.descriptionMax),
  kind: z.enum(EXAM_KINDS),
  course_id: numberInput(idSchema).nullish(),
  lecture_id: numberInput(idSchema).nullish(),
  /** Admin names the teacher whose bank the exam draws from; a teacher's own is taken. */
  teacher_id: numberInput(idSchema).nullish(),
  /** Chosen, or absent for a generated one. Unique among open exams (422 exam_code). */
  exam_code: codeInput(
    z
      .string()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{4,16}$/, STAFF_EXAM_MESSAGES.code)),
  ).nullish(),
  starts_at: optionalDate,
  ends_at: optionalDate,
  /** Minutes; null: no time limit. */
  duration: numberInput(
    z
      .number()
      .int(STAFF_EXAM_MESSAGES.duration)
      .min(1, STAFF_EXAM_MESSAGES.duration)
      .max(STAFF_EXAM_LIMITS.durationMax, STAFF_EXAM_MESSAGES.duration),
  ).nullish(),
  max_attempts: numberInput(
    z
      .number()
      .int(STAFF_EXAM_MESSAGES.attempts)
      .min(1, STAFF_EXAM_MESSAGES.attempts)
      .max(STAFF_EXAM_LIMITS.attemptsMax, STAFF_EXAM_MESSAGES.attempts),
  ),
  show_result: z.boolean(),
  show_detailed_result: z.boolean(),
  shuffle_questions: z.boolean(),
  shuffled_answers: z.boolean(),
  enable_images_answers: z.boolean(),
  pass_percentage: numberInput(
    z.number().min(0, STAFF_EXAM_MESSAGES.pass).max(100, STAFF_EXAM_MESSAGES.pass),
  ),
};

type SettingsCheck = {
  kind?: string | undefined;
  lecture_id?: number | null | undefined;
  starts_at?: string | null | undefined;
  ends_at?: string | null | undefined;
};
function checkSettings(b: SettingsCheck, ctx: z.RefinementCtx) {
  if (b.starts_at && b.ends_at && Date.parse(b.ends_at) <= Date.parse(b.starts_at))
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: STAFF_EXAM_MESSAGES.window });
  if (b.kind === 'homework' && b.lecture_id === null)
    ctx.addIssue({ code: 'custom', path: ['lecture_id'], message: STAFF_EXAM_MESSAGES.homeworkLecture });
}

export const staffExamCreateSchema = z
  .strictObject({
    ...settingsShape,
    description: settingsShape.description.default(''),
    kind: settingsShape.kind.default('exam'),
    max_attempts: settingsShape.max_attempts.default(1),
    show_result: settingsShape.show_result.default(true),
    show_detailed_result: settingsShape.show_detailed_result.default(true),
    shuffle_questions: settingsShape.shuffle_questions.default(false),
    shuffled_answers: settingsShape.shuffled_answers.default(false),
    enable_images_answers: settingsShape.enable_images_answers.default(false),
    pass_percentage: settingsShape.pass_percentage.default(50),
  })
  .superRefine(checkSettings);
export type StaffExamCreate = z.input<typeof staffExamCreateSchema>;
export type StaffExamCreateBody = z.output<typeof staffExamCreateSchema>;

export const staffExamUpdateSchema = z.strictObject(settingsShape).partial().superRefine(checkSettings);
export type StaffExamUpdate = z.input<typeof staffExamUpdateSchema>;
export type StaffExamUpdateBody = z.output<typeof staffExamUpdateSchema>;

export const staffExamParamsSchema = z.strictObject({ examId: numberInput(idSchema) });

export const staffExamListQuerySchema = staffListQuery.extend({
  sort: z.enum(['id', 'name', 'starts_at']).optional(),
  status: z.enum(STAFF_EXAM_STATUSES).optional(),
});
export type StaffExamListQuery = z.infer<typeof staffExamListQuerySchema>;

export const staffExamListItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  kind: z.enum(EXAM_KINDS),
  exam_code: z.string(),
  status: z.enum(STAFF_EXAM_STATUSES),
  starts_at: dateTimeSchema.nullable(),
  ends_at: dateTimeSchema.nullable(),
  course: namedRefSchema.nullable(),
  questions_count: z.number().int().nonnegative(),
  sessions_count: z.number().int().nonnegative(),
});
export type StaffExamListItem = z.infer<typeof staffExamListItemSchema>;
export const staffExamPageSchema = staffPageOf(staffExamListItemSchema);
export type StaffExamPage = z.infer<typeof staffExamPageSchema>;

/** A bank question as the picker shows it (never its choices' key: the bank's own page has them). */
export const staffExamBankQuestionSchema = z.object({
  id: idSchema,
  type: z.enum(QUESTION_TYPES),
  text: z.string(),
  image_url: z.string().nullable(),
  marks: z.number(),
  chapter: z.string().nullable(),
  lesson: z.string().nullable(),
  difficulty: z.enum(STAFF_EXAM_DIFFICULTIES).nullable(),
  course_id: idSchema.nullable(),
});
export type StaffExamBankQuestion = z.infer<typeof staffExamBankQuestionSchema>;

/** A random draw: `count` questions per student from the bank questions with these tags. */
export const staffExamDrawRuleInputSchema = z.strictObject({
  count: numberInput(
    z
      .number()
      .int(STAFF_EXAM_MESSAGES.drawCount)
      .min(1, STAFF_EXAM_MESSAGES.drawCount)
      .max(STAFF_EXAM_LIMITS.drawMax, STAFF_EXAM_MESSAGES.drawCount),
  ),
  chapter: z.string().trim().max(200).nullish(),
  lesson: z.string().trim().max(200).nullish(),
  difficulty: z.enum(STAFF_EXAM_DIFFICULTIES).nullish(),
});
export type StaffExamDrawRuleInput = z.input<typeof staffExamDrawRuleInputSchema>;
export const staffExamDrawRuleSchema = z.object({
  id: idSchema,
  count: z.number().int().positive(),
  chapter: z.string().nullable(),
  lesson: z.string().nullable(),
  difficulty: z.enum(STAFF_EXAM_DIFFICULTIES).nullable(),
  /** Bank questions matching the tags now (before publish) or copied (after). */
  pool: z.number().int().nonnegative(),
});
export type StaffExamDrawRule = z.infer<typeof staffExamDrawRuleSchema>;

/** PUT /staff/exams/{examId}/questions (a draft only): the picked bank questions in order, the draws. */
export const staffExamQuestionsBodySchema = z.strictObject({
  picks: z.array(numberInput(idSchema)).max(STAFF_EXAM_LIMITS.picksMax),
  draw_rules: z.array(staffExamDrawRuleInputSchema).max(STAFF_EXAM_LIMITS.rulesMax),
});
export type StaffExamQuestionsBody = z.input<typeof staffExamQuestionsBodySchema>;

export const staffExamOverrideSchema = z.object({
  user: z.object({ id: idSchema, name: z.string(), phone: z.string().nullable() }),
  extra_minutes: z.number().int().nonnegative(),
  extra_attempts: z.number().int().nonnegative(),
});
export type StaffExamOverride = z.infer<typeof staffExamOverrideSchema>;

/** PUT /staff/exams/{examId}/overrides: one student (id or phone) gets extra minutes or attempts. */
export const staffExamOverrideBodySchema = z.strictObject({
  student: z.string().trim().min(1, STAFF_EXAM_MESSAGES.student).max(40, STAFF_EXAM_MESSAGES.student),
  extra_minutes: numberInput(z.number().int().min(0).max(STAFF_EXAM_LIMITS.extraMinutesMax)).default(0),
  extra_attempts: numberInput(z.number().int().min(0).max(STAFF_EXAM_LIMITS.extraAttemptsMax)).default(0),
});
export type StaffExamOverrideBody = z.input<typeof staffExamOverrideBodySchema>;

/** POST /staff/exams/{examId}/extend: the window's new end for everyone. */
export const staffExamExtendBodySchema = z.strictObject({
  ends_at: dateTimeSchema.refine((v) => !Number.isNaN(Date.parse(v)), {
    message: STAFF_EXAM_MESSAGES.extendLater,
  }),
});

export const staffExamSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  kind: z.enum(EXAM_KINDS),
  status: z.enum(STAFF_EXAM_STATUSES),
  course: namedRefSchema.nullable(),
  lecture: namedRefSchema.nullable(),
  teacher: namedRefSchema.nullable(),
  exam_code: z.string(),
  starts_at: dateTimeSchema.nullable(),
  ends_at: dateTimeSchema.nullable(),
  duration: z.number().int().nullable(),
  max_attempts: z.number().int(),
  show_result: z.boolean(),
  show_detailed_result: z.boolean(),
  shuffle_questions: z.boolean(),
  shuffled_answers: z.boolean(),
  enable_images_answers: z.boolean(),
  pass_percentage: z.number(),
  published_at: dateTimeSchema.nullable(),
  picks: z.array(staffExamBankQuestionSchema),
  draw_rules: z.array(staffExamDrawRuleSchema),
  /** Questions each student gets (picked + the sum of the draws). */
  questions_per_student: z.number().int().nonnegative(),
  sessions_count: z.number().int().nonnegative(),
  overrides: z.array(staffExamOverrideSchema),
});
export type StaffExam = z.infer<typeof staffExamSchema>;

export const staffExamBankQuerySchema = staffListQuery.extend({
  sort: z.enum(['id']).optional(),
  chapter: z.string().trim().max(200).optional(),
  lesson: z.string().trim().max(200).optional(),
  difficulty: z.enum(STAFF_EXAM_DIFFICULTIES).optional(),
  type: z.enum(QUESTION_TYPES).optional(),
});
export type StaffExamBankQuery = z.infer<typeof staffExamBankQuerySchema>;
export const staffExamBankPageSchema = staffPageOf(staffExamBankQuestionSchema);
export type StaffExamBankPage = z.infer<typeof staffExamBankPageSchema>;

export const staffExamDeleteResponseSchema = z.object({ deleted: z.literal(true) });
