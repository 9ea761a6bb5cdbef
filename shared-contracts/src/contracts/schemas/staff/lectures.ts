import { z } from 'zod';
import { formatMoney } from '../../format/money';
import { dataOf, idSchema, moneySchema, namedRefSchema, numberInput, visibleText } from '../common';
import { MONEY_LIMITS, STAFF_LIMITS } from '../values';

// Lecture authoring (issue 33, mfe-learning's staff pages): the lectures of a course and the
// items of a lecture (videos, exams, notes) in one teaching order. Decision 0044.

export const LECTURE_AUTHORING_MESSAGES = {
  price: `السعر من 0 إلى ${formatMoney(MONEY_LIMITS.maxPrice)}`,
  repurchasePrice: 'أدخل سعر إعادة الشراء',
  expiryDays: `عدد أيام الصلاحية من 1 إلى ${STAFF_LIMITS.maxDays}`,
  viewsLimit: `عدد المشاهدات من 1 إلى ${STAFF_LIMITS.maxViewsLimit}`,
  examNotInCourse: 'الامتحان ليس من امتحانات هذه الدورة',
  orderMismatch: 'الترتيب لا يطابق عناصر المحاضرة الحالية، حدّث الصفحة',
  notPdf: 'المذكرة يجب أن تكون ملف PDF',
  sold: 'اشترى طلاب هذه المحاضرة، لا يمكن حذفها: أخفِها بدلاً من ذلك',
} as const;
const M = LECTURE_AUTHORING_MESSAGES;

const price = numberInput(
  moneySchema.refine((n) => n >= 0 && n <= MONEY_LIMITS.maxPrice, { message: M.price }),
);
const expiryDays = numberInput(
  z.number().int(M.expiryDays).min(1, M.expiryDays).max(STAFF_LIMITS.maxDays, M.expiryDays),
);
const viewsLimit = numberInput(
  z.number().int(M.viewsLimit).min(1, M.viewsLimit).max(STAFF_LIMITS.maxViewsLimit, M.viewsLimit),
);

/** POST /staff/courses/{courseId}/lectures and PUT /staff/lectures/{id}: the whole form. */
export const staffLectureBodySchema = z
  .strictObject({
    name: visibleText(200),
    description: z.string().trim().max(5000).optional(),
    price,
    repurchasable: z.boolean().optional(),
    repurchase_price: price.nullish(),
    expiry_days: expiryDays.nullish(),
    preview: z.boolean().optional(),
    paycard_disabled: z.boolean().optional(),
    published: z.boolean().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.repurchasable && b.repurchase_price == null)
      ctx.addIssue({ code: 'custom', path: ['repurchase_price'], message: M.repurchasePrice });
  });
export type StaffLectureBody = z.infer<typeof staffLectureBodySchema>;
export type StaffLectureInput = z.input<typeof staffLectureBodySchema>;

/** PUT /staff/lectures/{id}/published */
export const staffLecturePublishSchema = z.strictObject({ published: z.boolean() });

/** PUT /staff/courses/{courseId}/lectures/order: every lecture of the course, in the new order. */
export const staffLectureOrderSchema = z.strictObject({
  ids: z.array(idSchema).min(1).max(1000),
});

export const staffLectureSchema = z.object({
  id: idSchema,
  course_id: idSchema,
  name: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  price: z.number(),
  repurchasable: z.boolean(),
  repurchase_price: z.number().nullable(),
  expiry_days: z.number().int().nullable(),
  preview: z.boolean(),
  paycard_disabled: z.boolean(),
  published: z.boolean(),
  position: z.number().int(),
});
export type StaffLecture = z.infer<typeof staffLectureSchema>;
export const staffLectureResponseSchema = dataOf(staffLectureSchema);

/** GET /staff/courses/{courseId}/lectures: the course and all its lectures, drafts too, in order. */
export const staffCourseLecturesResponseSchema = z.object({
  course: namedRefSchema,
  items: z.array(staffLectureSchema),
});
export type StaffCourseLectures = z.infer<typeof staffCourseLecturesResponseSchema>;

export const LECTURE_ITEM_TYPES = ['video', 'exam', 'note'] as const;
export type LectureItemType = (typeof LECTURE_ITEM_TYPES)[number];

const itemBase = { id: idSchema, name: z.string(), position: z.number().int() };
export const staffLectureItemSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('video'),
    ...itemBase,
    views_limit: z.number().int().nullable(),
    attendance_required: z.boolean(),
    attendance_chip_text: z.string().nullable(),
    hide_attendance_chips: z.boolean(),
    /** False until its media is uploaded (the video page): students do not see it before. */
    ready: z.boolean(),
  }),
  z.object({ type: z.literal('exam'), ...itemBase, kind: z.enum(['exam', 'homework']) }),
  z.object({ type: z.literal('note'), ...itemBase, size: z.number().int(), extension: z.string() }),
]);
export type StaffLectureItem = z.infer<typeof staffLectureItemSchema>;

/** GET /staff/lectures/{id}: the lecture, its items in teaching order, the course's free exams. */
export const staffLectureDetailResponseSchema = z.object({
  lecture: staffLectureSchema,
  course: namedRefSchema,
  items: z.array(staffLectureItemSchema),
  /** Exams of the course not in any lecture: what may be attached. */
  free_exams: z.array(namedRefSchema),
});
export type StaffLectureDetail = z.infer<typeof staffLectureDetailResponseSchema>;

/** PUT /staff/lectures/{id}/items/order: every item of the lecture, in the new order. */
export const staffLectureItemsOrderSchema = z.strictObject({
  items: z
    .array(z.strictObject({ type: z.enum(LECTURE_ITEM_TYPES), id: idSchema }))
    .min(1)
    .max(1000),
});
export type StaffLectureItemsOrder = z.infer<typeof staffLectureItemsOrderSchema>;

/** POST /staff/lectures/{id}/videos and PUT /staff/lectures/{id}/videos/{videoId} */
export const staffLectureVideoBodySchema = z.strictObject({
  name: visibleText(200),
  views_limit: viewsLimit.nullish(),
  attendance_required: z.boolean().optional(),
  attendance_chip_text: z.string().trim().max(100).nullish(),
  hide_attendance_chips: z.boolean().optional(),
});
export type StaffLectureVideoBody = z.infer<typeof staffLectureVideoBodySchema>;
export type StaffLectureVideoInput = z.input<typeof staffLectureVideoBodySchema>;

/** POST /staff/lectures/{id}/notes (multipart): this text part and the PDF part `file`. */
export const staffLectureNoteFieldsSchema = z.strictObject({ name: visibleText(200) });

/** Path of an item of a lecture: /staff/lectures/{id}/<kind>/{itemId} */
export const staffLectureItemParamsSchema = z.strictObject({
  id: numberInput(idSchema),
  itemId: numberInput(idSchema),
});
export const staffCourseParamsSchema = z.strictObject({ courseId: numberInput(idSchema) });

/** Every write answers the item or lecture it changed; the item writes answer the whole detail. */
export const staffLectureItemResponseSchema = dataOf(staffLectureItemSchema);
