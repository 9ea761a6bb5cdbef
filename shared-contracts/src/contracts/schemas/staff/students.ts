import { z } from 'zod';
import { pluralAr } from '../../format/plural';
import {
  dateTimeSchema,
  idSchema,
  messageResponseSchema,
  namedRefSchema,
  numberInput,
  requiredText,
  visibleText,
} from '../common';
import { STAFF_LIMITS } from '../values';
import { staffListQuery, staffPageOf } from './common';

// The staff's students (issue 32): search, the student's page and its actions, messages.
// Balance and ledger are not here: the wallet's staff widget owns them.

/** Columns the students list sorts by. */
export const STAFF_STUDENT_SORTS = ['created_at', 'name', 'id'] as const;

/**
 * GET /v1/staff/students: `q` matches name, e-mail, phone, wallet address or the profile QR
 * code's text (what a scan of the student's QR gives).
 */
export const staffStudentsQuerySchema = staffListQuery.extend({
  sort: z.enum(STAFF_STUDENT_SORTS).optional(),
});
export type StaffStudentsQuery = z.infer<typeof staffStudentsQuerySchema>;

export const staffStudentRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  grade: namedRefSchema.nullable(),
  wallet_address: z.string().nullable(),
  blocked: z.boolean(),
  created_at: dateTimeSchema,
});
export type StaffStudentRow = z.infer<typeof staffStudentRowSchema>;
export const staffStudentsPageSchema = staffPageOf(staffStudentRowSchema);
export type StaffStudentsPage = z.infer<typeof staffStudentsPageSchema>;

export const staffStudentProfileSchema = staffStudentRowSchema.extend({
  parent_phone: z.string().nullable(),
  governorate: z.string().nullable(),
  area: z.string().nullable(),
  speciality: z.string().nullable(),
  center_name: z.string().nullable(),
  profile_qr_code: z.string().nullable(),
  email_verified: z.boolean(),
  blocked_at: dateTimeSchema.nullable(),
});

export const staffStudentCourseSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** join ('lectures' course), free (free course or a staff grant) or purchase. */
  kind: z.enum(['join', 'free', 'purchase']),
  pay_by: z.enum(['wallet', 'paycard']).nullable(),
  since: dateTimeSchema,
});

export const staffStudentLectureSchema = z.object({
  id: idSchema,
  name: z.string(),
  course: namedRefSchema,
  pay_by: z.enum(['wallet', 'paycard', 'free']),
  /** null: never ends. */
  expires_at: dateTimeSchema.nullable(),
  since: dateTimeSchema,
});

export const staffStudentViewSchema = z.object({
  video: namedRefSchema,
  lecture: namedRefSchema,
  counted_views: z.number().int(),
  /** null: unlimited. */
  views_limit: z.number().int().nullable(),
  seen_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema,
});

export const staffStudentExamResultSchema = z.object({
  session_id: idSchema,
  exam: namedRefSchema,
  started_at: dateTimeSchema,
  submitted_at: dateTimeSchema.nullable(),
  corrected: z.boolean(),
  succeeded: z.boolean().nullable(),
  mark: z.number().nullable(),
  total_mark: z.number().nullable(),
});

/** A live sign-in (one device or browser). */
export const staffStudentSessionSchema = z.object({
  id: idSchema,
  created_at: dateTimeSchema,
  last_used_at: dateTimeSchema.nullable(),
  user_agent: z.string().nullable(),
});

/** GET /v1/staff/students/:id */
export const staffStudentDetailSchema = z.object({
  profile: staffStudentProfileSchema,
  courses: z.array(staffStudentCourseSchema),
  lectures: z.array(staffStudentLectureSchema),
  views: z.array(staffStudentViewSchema),
  exam_results: z.array(staffStudentExamResultSchema),
  sessions: z.array(staffStudentSessionSchema),
});
export type StaffStudentDetail = z.infer<typeof staffStudentDetailSchema>;

/** Path params of the actions on one thing of one student. */
export const staffStudentParamsSchema = z.strictObject({ id: numberInput(idSchema) });
const idIn = numberInput(idSchema);
export const staffStudentSessionParamsSchema = z.strictObject({ id: idIn, sessionId: idIn });
export const staffStudentCourseParamsSchema = z.strictObject({ id: idIn, courseId: idIn });
export const staffStudentLectureParamsSchema = z.strictObject({ id: idIn, lectureId: idIn });
export const staffStudentVideoParamsSchema = z.strictObject({ id: idIn, videoId: idIn });

/** POST /v1/staff/students/:id/lectures/:lectureId/grant; no days: the lecture's own expiry_days. */
export const staffLectureGrantBodySchema = z.strictObject({
  days: numberInput(z.number().int().min(1).max(STAFF_LIMITS.maxDays).optional()),
});
export type StaffLectureGrantBody = z.infer<typeof staffLectureGrantBodySchema>;

/**
 * Every action answers the message and whether anything changed: a second click finds it done
 * (changed false) and records nothing.
 */
export const staffStudentActionResponseSchema = messageResponseSchema.extend({ changed: z.boolean() });
export type StaffStudentActionResponse = z.infer<typeof staffStudentActionResponseSchema>;

/** POST /v1/staff/messages: one student (admin or assistant), a grade or everyone (admin). */
export const staffMessageTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('student'), student_id: numberInput(idSchema) }),
  z.strictObject({ kind: z.literal('grade'), grade_id: numberInput(idSchema) }),
  z.strictObject({ kind: z.literal('all') }),
]);
export type StaffMessageTarget = z.infer<typeof staffMessageTargetSchema>;

export const STAFF_MESSAGE_LIMITS = { title: 120, content: 2000 } as const;
/** An in-app path the bell opens (e.g. /wallet), or nothing. */
const inAppPath = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/(?!\/)[^\s]*$/, 'المسار يبدأ بـ / مثل /wallet')
  .optional();

export const staffMessageBodySchema = z.strictObject({
  target: staffMessageTargetSchema,
  title: visibleText(STAFF_MESSAGE_LIMITS.title),
  content: requiredText(STAFF_MESSAGE_LIMITS.content).optional().or(z.literal('')),
  to: inAppPath,
});
export type StaffMessageBody = z.infer<typeof staffMessageBodySchema>;
export const staffMessageResponseSchema = messageResponseSchema.extend({ sent: z.number().int() });
export type StaffMessageResponse = z.infer<typeof staffMessageResponseSchema>;

/**
 * The max_devices_per_student setting: how many sign-ins a student may hold at once (null: no
 * limit, the default). A login past it is refused with DEVICE_LIMIT_REACHED.
 */
export const MAX_DEVICES_PER_STUDENT_MAX = 20;
export const maxDevicesPerStudentSchema = numberInput(
  z.number().int().min(1).max(MAX_DEVICES_PER_STUDENT_MAX).nullable(),
);

/** "to N students" in the message's answer and the messages page. */
export const studentsCountText = (n: number) =>
  pluralAr(n, {
    zero: 'لا يوجد طلاب',
    one: 'طالب واحد',
    two: 'طالبين',
    few: '{n} طلاب',
    many: '{n} طالباً',
    other: '{n} طالب',
  });
