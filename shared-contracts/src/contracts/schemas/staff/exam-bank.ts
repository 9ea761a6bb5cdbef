import { z } from 'zod';
import { dataOf, dateTimeSchema, idSchema, isInvisibleText, numberInput, visibleText } from '../common';
import { staffListQuery, staffPageOf } from './common';

// The teachers' question bank (issue 34, decision 0047): questions per teacher and course, tagged
// by chapter, lesson and difficulty, that the exam builder copies into an exam at publish.

export const EXAM_BANK_TYPES = ['choices', 'truefalse', 'essay'] as const;
export type ExamBankType = (typeof EXAM_BANK_TYPES)[number];
export const EXAM_BANK_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type ExamBankDifficulty = (typeof EXAM_BANK_DIFFICULTIES)[number];

export const EXAM_BANK_LIMITS = {
  minChoices: 2,
  maxChoices: 6,
  textMax: 5000,
  choiceMax: 1000,
  tagMax: 100,
  marksMax: 100,
  imageBytes: 2 * 1024 * 1024,
  importBytes: 2 * 1024 * 1024,
  importRows: 1000,
} as const;

/** The api's Arabic reasons (422 errors and the import report). */
export const EXAM_BANK_MESSAGES = {
  choicesCount: 'الاختيارات من 2 إلى 6',
  oneCorrect: 'حدد إجابة صحيحة واحدة',
  choiceTextOrImage: 'اكتب نص الاختيار أو أضف له صورة',
  trueFalseTwo: 'سؤال الصح والخطأ له اختياران: صح وخطأ',
  essayNoChoices: 'السؤال المقالي بلا اختيارات',
  badImage: 'الصورة يجب أن تُرفع من هنا أولاً',
  notYourCourse: 'هذا الكورس ليس من كورساتك',
  teacherRequired: 'اختر المدرس صاحب السؤال',
  unknownTeacher: 'المدرس غير موجود',
  required: 'هذا الحقل مطلوب',
  unknownType: 'النوع يجب أن يكون choices أو truefalse أو essay',
  unknownDifficulty: 'الصعوبة يجب أن تكون easy أو medium أو hard',
  badCorrect: 'الإجابة الصحيحة رقم اختيار موجود (1 إلى 6)، أو صح/خطأ',
  badMarks: 'الدرجة رقم أكبر من صفر ولا تزيد عن 100',
  formula: 'لا تُقبل الصيغ (قيمة تبدأ بـ = أو + أو - أو @)',
  noHeader: 'الصف الأول يجب أن يحمل أسماء الأعمدة، ومنها النوع ونص السؤال',
  badFile: 'تعذرت قراءة الملف: ارفع ملف xlsx أو csv',
  tooBig: 'الملف أكبر من 2 ميجابايت',
  tooManyRows: 'الملف يحمل أكثر من 1000 سؤال',
  empty: 'الملف لا يحمل أي سؤال',
} as const;

const M = EXAM_BANK_MESSAGES;

/** An image stored by POST /staff/exam-bank/images: only this server's own uploads, never a link. */
export const examBankImageSchema = z
  .string()
  .regex(/^\/uploads\/exam-bank\/[0-9a-f-]{36}\.(png|jpg|webp)$/, M.badImage);

/** An optional tag: blank means none. */
const tag = z
  .string()
  .trim()
  .max(EXAM_BANK_LIMITS.tagMax)
  .nullish()
  .transform((v) => v || null);
const optionalText = z
  .string()
  .trim()
  .max(EXAM_BANK_LIMITS.textMax)
  .nullish()
  .transform((v) => v || null);

/** A choice: its text, its picture, or both (decision 0053); invisible characters are no text. */
export const examBankChoiceInputSchema = z
  .strictObject({
    text: z.string().trim().max(EXAM_BANK_LIMITS.choiceMax).default(''),
    image_url: examBankImageSchema.nullish(),
    correct: z.boolean(),
  })
  .superRefine((c, ctx) => {
    const blank = c.text === '' || isInvisibleText(c.text);
    if (blank && (c.text !== '' || !c.image_url))
      ctx.addIssue({ code: 'custom', path: ['text'], message: M.choiceTextOrImage });
  });
export type ExamBankChoiceInput = z.infer<typeof examBankChoiceInputSchema>;

export const examBankMarksSchema = numberInput(
  z.number().positive(M.badMarks).max(EXAM_BANK_LIMITS.marksMax, M.badMarks),
);

/** POST /staff/exam-bank/questions and PUT .../questions/{id} (JSON). */
export const examBankQuestionInputSchema = z
  .strictObject({
    /** admin: whose bank; a teacher's own is taken from their account. */
    teacher_id: idSchema.nullish(),
    course_id: idSchema.nullish(),
    type: z.enum(EXAM_BANK_TYPES),
    text: visibleText(EXAM_BANK_LIMITS.textMax),
    image_url: examBankImageSchema.nullish(),
    explanation_text: optionalText,
    explanation_image: examBankImageSchema.nullish(),
    marks: examBankMarksSchema.default(1),
    allow_image_answer: z.boolean().default(false),
    chapter: tag,
    lesson: tag,
    difficulty: z.enum(EXAM_BANK_DIFFICULTIES).nullish(),
    choices: z.array(examBankChoiceInputSchema).max(12).default([]),
  })
  .superRefine((q, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['choices'], message });
    const correct = q.choices.filter((c) => c.correct).length;
    if (q.type === 'essay') {
      if (q.choices.length > 0) issue(M.essayNoChoices);
      return;
    }
    if (q.type === 'truefalse' && q.choices.length !== 2) return issue(M.trueFalseTwo);
    if (q.choices.length < EXAM_BANK_LIMITS.minChoices || q.choices.length > EXAM_BANK_LIMITS.maxChoices)
      return issue(M.choicesCount);
    if (correct !== 1) issue(M.oneCorrect);
  });
export type ExamBankQuestionInput = z.input<typeof examBankQuestionInputSchema>;
export type ExamBankQuestionBody = z.output<typeof examBankQuestionInputSchema>;

export const examBankChoiceSchema = z.object({
  id: idSchema,
  text: z.string(),
  image_url: z.string().nullable(),
  correct: z.boolean(),
  position: z.number().int(),
});
export type ExamBankChoice = z.infer<typeof examBankChoiceSchema>;

export const examBankQuestionSchema = z.object({
  id: idSchema,
  teacher: z.object({ id: idSchema, name: z.string() }),
  course: z.object({ id: idSchema, name: z.string() }).nullable(),
  type: z.enum(EXAM_BANK_TYPES),
  text: z.string(),
  image_url: z.string().nullable(),
  explanation_text: z.string().nullable(),
  explanation_image: z.string().nullable(),
  marks: z.number(),
  allow_image_answer: z.boolean(),
  chapter: z.string().nullable(),
  lesson: z.string().nullable(),
  difficulty: z.enum(EXAM_BANK_DIFFICULTIES).nullable(),
  choices: z.array(examBankChoiceSchema),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type ExamBankQuestion = z.infer<typeof examBankQuestionSchema>;
export const examBankQuestionResponseSchema = dataOf(examBankQuestionSchema);
export const examBankPageSchema = staffPageOf(examBankQuestionSchema);
export type ExamBankPage = z.infer<typeof examBankPageSchema>;

/** GET /staff/exam-bank/questions: the list query and its filters. */
export const examBankListQuerySchema = staffListQuery.extend({
  sort: z.enum(['id', 'created_at', 'updated_at', 'marks']).optional(),
  teacher_id: numberInput(idSchema.optional()),
  course_id: numberInput(idSchema.optional()),
  chapter: z.string().trim().max(EXAM_BANK_LIMITS.tagMax).optional(),
  lesson: z.string().trim().max(EXAM_BANK_LIMITS.tagMax).optional(),
  difficulty: z.enum(EXAM_BANK_DIFFICULTIES).optional(),
  type: z.enum(EXAM_BANK_TYPES).optional(),
});
export type ExamBankListQuery = z.infer<typeof examBankListQuerySchema>;

/** GET /staff/exam-bank/tags: the chapters and lessons in use, for the pickers. */
export const examBankTagsQuerySchema = z.strictObject({
  teacher_id: numberInput(idSchema.optional()),
  course_id: numberInput(idSchema.optional()),
});
export const examBankTagsSchema = dataOf(
  z.object({
    chapters: z.array(z.string()),
    lessons: z.array(z.object({ chapter: z.string().nullable(), lesson: z.string() })),
    courses: z.array(z.object({ id: idSchema, name: z.string() })),
  }),
);
export type ExamBankTags = z.infer<typeof examBankTagsSchema>['data'];

/** POST /staff/exam-bank/images (multipart, one part `image`): the stored path. */
export const examBankImageResponseSchema = dataOf(z.object({ url: examBankImageSchema }));

// ---- import and export (xlsx or csv, one question a row) ----

/** The sheet's columns; the header row may name them in English or Arabic. */
export const EXAM_BANK_COLUMNS = {
  type: ['type', 'النوع'],
  text: ['text', 'نص السؤال', 'السؤال'],
  choice_1: ['choice_1', 'اختيار 1'],
  choice_2: ['choice_2', 'اختيار 2'],
  choice_3: ['choice_3', 'اختيار 3'],
  choice_4: ['choice_4', 'اختيار 4'],
  choice_5: ['choice_5', 'اختيار 5'],
  choice_6: ['choice_6', 'اختيار 6'],
  correct: ['correct', 'الإجابة الصحيحة'],
  marks: ['marks', 'الدرجة'],
  chapter: ['chapter', 'الفصل'],
  lesson: ['lesson', 'الدرس'],
  difficulty: ['difficulty', 'الصعوبة'],
  explanation: ['explanation', 'الشرح'],
  allow_image_answer: ['allow_image_answer', 'إجابة بالصورة'],
} as const;
export type ExamBankColumn = keyof typeof EXAM_BANK_COLUMNS;
/** What the sheet may write in the type, difficulty and yes/no columns (the api's names first). */
export const EXAM_BANK_TYPE_NAMES: Record<ExamBankType, readonly string[]> = {
  choices: ['choices', 'اختيار من متعدد', 'اختيارات'],
  truefalse: ['truefalse', 'صح أو خطأ', 'صح وخطأ'],
  essay: ['essay', 'مقالي'],
};
export const EXAM_BANK_DIFFICULTY_NAMES: Record<ExamBankDifficulty, readonly string[]> = {
  easy: ['easy', 'سهل'],
  medium: ['medium', 'متوسط'],
  hard: ['hard', 'صعب'],
};
/** The two choices of a true-or-false question, in this order; `correct` names one of them. */
export const EXAM_BANK_TRUE_FALSE = { true: 'صح', false: 'خطأ' } as const;
export const EXAM_BANK_YES = ['yes', 'true', '1', 'نعم'] as const;
export const EXAM_BANK_NO = ['no', 'false', '0', 'لا'] as const;

/** The template's and the export's header: the English names, which import reads back. */
export const EXAM_BANK_HEADER = Object.keys(EXAM_BANK_COLUMNS) as ExamBankColumn[];

/** POST /staff/exam-bank/import?mode=dry_run|commit&course_id=&teacher_id= (multipart `file`). */
export const examBankImportQuerySchema = z.strictObject({
  mode: z.enum(['dry_run', 'commit']).default('dry_run'),
  teacher_id: numberInput(idSchema.optional()),
  course_id: numberInput(idSchema.optional()),
});
export type ExamBankImportQuery = z.infer<typeof examBankImportQuerySchema>;

export const examBankImportRowSchema = z.object({
  /** The sheet's row number (the header is row 1). */
  row: z.number().int().positive(),
  status: z.enum(['ready', 'created', 'skipped']),
  text: z.string().nullable(),
  /** Arabic reasons keyed by column. */
  errors: z.record(z.string(), z.array(z.string())),
  id: idSchema.nullable(),
});
export type ExamBankImportRow = z.infer<typeof examBankImportRowSchema>;
export const examBankImportReportSchema = dataOf(
  z.object({
    mode: z.enum(['dry_run', 'commit']),
    total: z.number().int().nonnegative(),
    ready: z.number().int().nonnegative(),
    created: z.number().int().nonnegative(),
    skipped: z.number().int().nonnegative(),
    rows: z.array(examBankImportRowSchema),
  }),
);
export type ExamBankImportReport = z.infer<typeof examBankImportReportSchema>['data'];

/** GET /staff/exam-bank/export?format=xlsx|csv (and the list's filters); GET .../template?format= */
export const examBankExportQuerySchema = examBankListQuerySchema
  .omit({ page: true, per_page: true, sort: true, order: true })
  .extend({ format: z.enum(['xlsx', 'csv']).default('xlsx') });
export type ExamBankExportQuery = z.infer<typeof examBankExportQuerySchema>;
export const examBankTemplateQuerySchema = z.strictObject({
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
});
