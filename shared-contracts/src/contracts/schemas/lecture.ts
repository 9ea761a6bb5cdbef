import { z } from 'zod';
import { codeInput, dataOf, idSchema, moneySchema, numberInput, urlSchema } from './common';
import { attachmentSchema } from './community';
import { examSchema } from './exam';
import { PAY_BY } from './values';

export const lectureSchema = z.object({
  id: idSchema,
  course_id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  image_url: urlSchema.nullable(),
  price: moneySchema,
  free: z.boolean(),
  purchased: z.boolean(),
  preview: z.boolean(),
  expired: z.boolean(),
  /** days of access after purchase; null means no expiry */
  expiry_days: z.number().int().positive().nullable(),
  /** when a lecture bought on its own stops opening (ISO date-time); null: no end, or not bought alone */
  access_ends_at: z.string().nullable(),
  repurchasable: z.boolean(),
  repurchase_price: moneySchema.nullable(),
  paycard_disabled: z.boolean(),
  seen: z.boolean(),
});
export type Lecture = z.infer<typeof lectureSchema>;

export const videoSchema = z.object({
  id: idSchema,
  name: z.string(),
  viewable: z.boolean(),
  /** null means unlimited views */
  views_limit: z.number().int().nonnegative().nullable(),
  counted_views: z.number().int().nonnegative(),
  seen: z.boolean(),
  attendance_required: z.boolean(),
  /** null means the default label 'أساسي' */
  attendance_chip_text: z.string().nullable(),
  hide_attendance_chips: z.boolean(),
});
export type Video = z.infer<typeof videoSchema>;

export const lectureItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('video'), locked: z.boolean(), item: videoSchema }),
  z.object({ type: z.literal('exam'), locked: z.boolean(), item: examSchema }),
]);
export type LectureItem = z.infer<typeof lectureItemSchema>;

// GET /lectures/{id}/contents
export const lectureContentsResponseSchema = z.object({
  lecture: lectureSchema,
  videos: z.array(videoSchema),
  /** videos and exams in teaching order */
  items: z.array(lectureItemSchema),
  exams: z.array(examSchema),
  attachments: z.array(attachmentSchema),
});
export type LectureContentsResponse = z.infer<typeof lectureContentsResponseSchema>;
/** Error body of the contents call: when not purchased it carries course_id (go buy it there). */
export const lectureContentsErrorSchema = z.object({
  error: z.string(),
  message: z.string().optional(),
  course_id: idSchema.optional(),
});
export type LectureContentsError = z.infer<typeof lectureContentsErrorSchema>;

/**
 * Course and lecture purchase body. pay_by is omitted for free items; code is required (spaces
 * stripped, Arabic-Indic digits accepted) when pay_by is paycard.
 */
export const purchaseBodySchema = z
  .strictObject({
    pay_by: z.enum(PAY_BY).optional(),
    code: codeInput(z.string().max(64).optional()),
  })
  .superRefine((body, ctx) => {
    if (body.pay_by === 'paycard' && !body.code) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'أدخل كود البطاقة بشكل صحيح' });
    }
  });
export type PurchaseBody = z.infer<typeof purchaseBodySchema>;

// POST /lectures/{id}/purchase -> the updated lecture and the new wallet balance
export const lecturePurchaseBodySchema = purchaseBodySchema;
export type LecturePurchaseBody = PurchaseBody;
export const lecturePurchaseResponseSchema = z.object({
  data: lectureSchema,
  balance: moneySchema,
});
export type LecturePurchaseResponse = z.infer<typeof lecturePurchaseResponseSchema>;

// GET /video/apps/{videoId}: encrypted payload for the native players
export const videoAppPayloadSchema = z.object({
  /** encrypted video URL */
  u: z.string(),
  /** encrypted DRM licence URL, or null for clear content */
  lc: z.string().nullable(),
  watermark_id: z.string().nullable(),
  /** Our addition: where the student stopped this video (seconds), to resume there. */
  position: z.number().int().nonnegative(),
});
export type VideoAppPayload = z.infer<typeof videoAppPayloadSchema>;
export const videoAppParamsSchema = z.strictObject({ videoId: numberInput(idSchema) });
/** PUT /video/apps/{videoId}/position: saved every few seconds and on close (our addition). */
export const videoPositionBodySchema = z.strictObject({ seconds: z.number().int().min(0).max(86_400) });
export type VideoPositionBody = z.infer<typeof videoPositionBodySchema>;
export const lectureResponseSchema = dataOf(lectureSchema);
export type LectureResponse = z.infer<typeof lectureResponseSchema>;
/**
 * GET /courses/{id}/continue (our addition): the video of this course the student watched last and
 * where they stopped, for the course page's "continue where you stopped"; `data` null when none.
 */
export const courseContinueSchema = z.object({
  lecture_id: idSchema,
  lecture_name: z.string(),
  video_id: idSchema,
  video_name: z.string(),
  position: z.number().int().nonnegative(),
  /** Seconds, 0 when unknown. */
  duration: z.number().int().nonnegative(),
});
export type CourseContinue = z.infer<typeof courseContinueSchema>;
export const courseContinueResponseSchema = z.object({ data: courseContinueSchema.nullable() });
export type CourseContinueResponse = z.infer<typeof courseContinueResponseSchema>;
