import { z } from 'zod';
import { dateTimeSchema, idSchema, numberInput } from '../common';
import { staffListQuery, staffPageOf, staffPersonSchema, staffRoleSchema } from './common';

// The append-only audit log (decision 0036): every staff write, who, role, what, before and after.

const dayOrTime = z
  .string()
  .trim()
  .refine((s) => /^\d{4}-\d{2}-\d{2}/.test(s) && !Number.isNaN(Date.parse(s)), 'التاريخ غير صحيح');

/** GET /v1/staff/audit (admin): filter by person, action (prefix, e.g. `topup.`), target and date. */
export const staffAuditQuerySchema = staffListQuery.extend({
  sort: z.enum(['created_at']).optional(),
  actor_id: numberInput(idSchema.optional()),
  action: z
    .string()
    .regex(/^[a-z_.]{1,60}$/, 'اسم الإجراء غير صحيح')
    .optional(),
  target_type: z
    .string()
    .regex(/^[a-z_]{1,40}$/, 'نوع الهدف غير صحيح')
    .optional(),
  target_id: z.string().trim().min(1).max(60).optional(),
  /** From this day or moment (inclusive) to that one (a day: to its end), ISO 8601. */
  from: dayOrTime.optional(),
  to: dayOrTime.optional(),
});
export type StaffAuditQuery = z.infer<typeof staffAuditQuerySchema>;

export const staffAuditEntrySchema = z.object({
  id: idSchema,
  /** The staff member; name null when the account was removed since. */
  actor: staffPersonSchema.extend({ name: z.string().nullable() }),
  actor_role: staffRoleSchema,
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: dateTimeSchema,
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;
export const staffAuditPageSchema = staffPageOf(staffAuditEntrySchema);
export type StaffAuditPage = z.infer<typeof staffAuditPageSchema>;
