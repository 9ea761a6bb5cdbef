import { z } from 'zod';
import { idSchema, messageResponseSchema, numberInput } from '../common';
import { staffListQuery, staffPageOf } from './common';

// Essay answers waiting for a mark (pnpm ops essays / correct-essay), under /v1/staff. Admin sees
// all; a teacher only those of exams in their own courses.

export const staffEssaysQuerySchema = staffListQuery.extend({ sort: z.enum(['id']).optional() });
export type StaffEssaysQuery = z.infer<typeof staffEssaysQuerySchema>;

export const staffEssaySchema = z.object({
  id: idSchema,
  session_id: idSchema,
  student_email: z.string(),
  exam: z.string(),
  question: z.string().nullable(),
  text: z.string().nullable(),
  image: z.string().nullable(),
  max_mark: z.number().nonnegative(),
});
export type StaffEssay = z.infer<typeof staffEssaySchema>;
export const staffEssaysPageSchema = staffPageOf(staffEssaySchema);
export type StaffEssaysPage = z.infer<typeof staffEssaysPageSchema>;

/** POST /v1/staff/essays/{id}/grade: 0 to the question's mark (a higher one is 422). */
export const staffEssayGradeBodySchema = z.strictObject({
  mark: numberInput(z.number().min(0, 'الدرجة لا تقل عن 0').max(10_000)),
});
export type StaffEssayGradeBody = z.infer<typeof staffEssayGradeBodySchema>;
export const staffEssayGradeResponseSchema = messageResponseSchema.extend({
  session_id: idSchema,
  /** The session's last essay: its result is complete and the student was notified. */
  completed: z.boolean(),
});
export type StaffEssayGradeResponse = z.infer<typeof staffEssayGradeResponseSchema>;
