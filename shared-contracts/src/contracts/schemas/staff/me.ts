import { z } from 'zod';
import { dataOf, idSchema, namedRefSchema } from '../common';
import { staffRoleSchema } from './common';

/** GET /v1/staff/me: the signed-in staff member, for the shell's staff frame (nav by role). */
export const staffMeSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  /** A teacher account's teacher of the catalogue; null for admin and assistant. */
  teacher: namedRefSchema.nullable(),
  /** Minutes of inactivity after which the staff session ends (401). */
  idle_minutes: z.number().int().positive(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;
export const staffMeResponseSchema = dataOf(staffMeSchema);
export type StaffMeResponse = z.infer<typeof staffMeResponseSchema>;
