import { z } from 'zod';
import {
  dataOf,
  dateTimeSchema,
  emailSchema,
  idSchema,
  namedRefSchema,
  nameSchema,
  numberInput,
  passwordSchema,
} from '../common';
import { staffListQuery, staffPageOf, staffRoleSchema } from './common';

// Staff accounts (admin, issue 32): list, create, change role, disable and enable, reset password.

/** GET /v1/staff/accounts: search by name or e-mail, filter by role and state. */
export const staffAccountsQuerySchema = staffListQuery.extend({
  sort: z.enum(['name', 'created_at']).optional(),
  role: staffRoleSchema.optional(),
});
export type StaffAccountsQuery = z.infer<typeof staffAccountsQuerySchema>;

export const staffAccountSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  /** A teacher account's teacher of the catalogue. */
  teacher: namedRefSchema.nullable(),
  /** A disabled account cannot sign in; its sessions were ended. */
  disabled: z.boolean(),
  /** Signed in with a temporary password not yet replaced. */
  must_set_password: z.boolean(),
  created_at: dateTimeSchema,
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const staffAccountsPageSchema = staffPageOf(staffAccountSchema);
export type StaffAccountsPage = z.infer<typeof staffAccountsPageSchema>;
export const staffAccountResponseSchema = dataOf(staffAccountSchema);
export type StaffAccountResponse = z.infer<typeof staffAccountResponseSchema>;

const TEACHER_NEEDED = 'اختر المدرس المرتبط بالحساب';
const teacherIdInput = numberInput(idSchema.nullable().optional());
/** A teacher account names its catalogue teacher; admin and assistant accounts name none. */
const teacherMatchesRole = (v: { role: string; teacher_id?: number | null | undefined }) =>
  v.role !== 'teacher' || v.teacher_id != null;

/**
 * POST /v1/staff/accounts: the password is generated and shown once, unless one is chosen (pnpm ops
 * create-user --password); either way it is temporary. `verified: false` leaves the e-mail to confirm.
 */
export const staffAccountCreateBodySchema = z
  .strictObject({
    name: nameSchema,
    email: emailSchema,
    role: staffRoleSchema,
    teacher_id: teacherIdInput,
    password: passwordSchema.optional(),
    verified: z.boolean().optional(),
  })
  .refine(teacherMatchesRole, { message: TEACHER_NEEDED, path: ['teacher_id'] });
export type StaffAccountCreateBody = z.infer<typeof staffAccountCreateBodySchema>;

/** PUT /v1/staff/accounts/:id/role. */
export const staffAccountRoleBodySchema = z
  .strictObject({ role: staffRoleSchema, teacher_id: teacherIdInput })
  .refine(teacherMatchesRole, { message: TEACHER_NEEDED, path: ['teacher_id'] });
export type StaffAccountRoleBody = z.infer<typeof staffAccountRoleBodySchema>;

/** PUT /v1/staff/accounts/:id/disabled. */
export const staffAccountDisabledBodySchema = z.strictObject({ disabled: z.boolean() });
export type StaffAccountDisabledBody = z.infer<typeof staffAccountDisabledBodySchema>;

/**
 * POST /v1/staff/accounts and POST /v1/staff/accounts/:id/password: the account and its new
 * temporary password, shown once (the account must set its own at the next sign-in).
 */
export const staffAccountPasswordResponseSchema = z.object({
  data: staffAccountSchema,
  password: z.string(),
});
export type StaffAccountPasswordResponse = z.infer<typeof staffAccountPasswordResponseSchema>;

/** Why a staff-account change is refused (422 under `role` or `disabled`, and the page's words). */
export const STAFF_ACCOUNT_MESSAGES = {
  lastAdmin: 'لا يمكن إزالة آخر مدير: أضف مديراً آخر أولاً',
  notYourself: 'لا يمكنك تغيير دورك أو تعطيل حسابك بنفسك',
  unknownTeacher: 'المدرس غير موجود',
} as const;
