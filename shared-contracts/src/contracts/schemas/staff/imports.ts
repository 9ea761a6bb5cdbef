import { z } from 'zod';
import { emailSchema, governorateSchema, idSchema, nameSchema, passwordSchema } from '../common';
import { phoneSchema } from '../profile';

// Student import from a spreadsheet (issue 32, decision 0040): an xlsx or csv file, one student a
// row, checked row by row; a dry run first, then the same file committed.

/** The file's size limit and its rows (a centre's intake, not a database dump). */
export const STUDENT_IMPORT_LIMITS = { maxBytes: 2 * 1024 * 1024, maxRows: 2_000 } as const;

/** Columns of the sheet; the header row may name them in English or Arabic. */
export const STUDENT_IMPORT_COLUMNS = {
  name: ['name', 'الاسم'],
  email: ['email', 'البريد الإلكتروني', 'البريد'],
  phone: ['phone', 'الهاتف', 'رقم الهاتف'],
  parent_phone: ['parent_phone', 'هاتف ولي الأمر'],
  grade: ['grade', 'الصف'],
  governorate: ['governorate', 'المحافظة'],
  password: ['password', 'كلمة المرور'],
} as const;
export type StudentImportColumn = keyof typeof STUDENT_IMPORT_COLUMNS;

export const STUDENT_IMPORT_MESSAGES = {
  required: 'هذا الحقل مطلوب',
  emailTaken: 'هذا البريد مسجل بالفعل',
  emailTwice: 'هذا البريد مكرر في الملف',
  unknownGrade: 'الصف غير موجود',
  formula: 'لا تُقبل الصيغ (قيمة تبدأ بـ = أو + أو - أو @)',
  noHeader: 'الصف الأول يجب أن يحمل أسماء الأعمدة، ومنها الاسم والبريد الإلكتروني',
  badFile: 'تعذرت قراءة الملف: ارفع ملف xlsx أو csv',
  tooBig: 'الملف أكبر من 2 ميجابايت',
  tooManyRows: 'الملف يحمل أكثر من 2000 طالب',
  empty: 'الملف لا يحمل أي طالب',
} as const;

/** One row as read, every cell text: what each cell must be. */
export const studentImportRowSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema.optional(),
  parent_phone: phoneSchema.optional(),
  grade: z.string().trim().max(100).optional(),
  governorate: governorateSchema.optional(),
  password: passwordSchema.optional(),
});
export type StudentImportRow = z.infer<typeof studentImportRowSchema>;

/** POST /v1/staff/students/import?mode=dry_run|commit (multipart, one field `file`). */
export const studentImportQuerySchema = z.strictObject({
  mode: z.enum(['dry_run', 'commit']).default('dry_run'),
});
export type StudentImportQuery = z.infer<typeof studentImportQuerySchema>;

export const STUDENT_IMPORT_STATUSES = ['ready', 'created', 'skipped'] as const;
export const studentImportReportRowSchema = z.object({
  /** The sheet's row number (the header is row 1). */
  row: z.number().int().positive(),
  /** ready: would be created (dry run); created; skipped: see errors. */
  status: z.enum(STUDENT_IMPORT_STATUSES),
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** Arabic reasons keyed by column. */
  errors: z.record(z.string(), z.array(z.string())),
  /** The new student (commit). */
  id: idSchema.nullable(),
  /** A generated temporary password, shown once (commit, when the row had none). */
  password: z.string().nullable(),
});
export type StudentImportReportRow = z.infer<typeof studentImportReportRowSchema>;

export const studentImportReportSchema = z.object({
  data: z.object({
    mode: z.enum(['dry_run', 'commit']),
    total: z.number().int().nonnegative(),
    ready: z.number().int().nonnegative(),
    created: z.number().int().nonnegative(),
    skipped: z.number().int().nonnegative(),
    rows: z.array(studentImportReportRowSchema),
  }),
});
export type StudentImportReport = z.infer<typeof studentImportReportSchema>;

/**
 * POST /v1/staff/students (admin, assistant): one student account, as pnpm ops create-user makes
 * it. No password: a temporary one is generated; either way the answer shows the password once and
 * the student sets their own at the first sign-in. `verified: false` leaves the e-mail to confirm.
 */
export const staffStudentCreateBodySchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema.optional(),
  verified: z.boolean().optional(),
});
export type StaffStudentCreateBody = z.infer<typeof staffStudentCreateBodySchema>;
export const staffStudentCreatedSchema = z.object({
  data: z.object({ id: idSchema, name: z.string(), email: z.string() }),
  password: z.string(),
});
export type StaffStudentCreated = z.infer<typeof staffStudentCreatedSchema>;
