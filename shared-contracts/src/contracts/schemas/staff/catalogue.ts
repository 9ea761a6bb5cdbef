import { z } from 'zod';
import { formatMoney } from '../../format/money';
import {
  dataOf,
  emailSchema,
  idSchema,
  moneySchema,
  namedRefSchema,
  numberInput,
  visibleText,
} from '../common';
import { MONEY_LIMITS } from '../values';
import { staffListQuery, staffPageOf } from './common';

// Catalogue authoring (issue 33, decision 0043; mfe-catalogue's staff pages): grades, categories,
// teachers and courses, under /v1/staff/catalogue. A course is a draft until published.

export const CATALOGUE_AUTHORING_MESSAGES = {
  price: `السعر من 0 إلى ${formatMoney(MONEY_LIMITS.maxPrice)}`,
  url: 'أدخل رابطاً يبدأ بـ https://',
  phone: 'أدخل رقم هاتف صحيحاً',
  position: 'الترتيب رقم من 0 إلى 100000',
  orderMismatch: 'الترتيب لا يطابق القائمة الحالية، حدّث الصفحة',
  inUse: 'لا يمكن الحذف: مستخدم في دورات أو حسابات',
  courseHasStudents: 'لا يمكن حذف دورة اشترك فيها طلاب، اجعلها مسودة بدلاً من ذلك',
  teacherRequired: 'اختر مدرساً واحداً على الأقل',
  ownCourse: 'يجب أن تكون من مدرسي الدورة',
  unknownRef: 'اختيار غير موجود، حدّث الصفحة',
  nameTaken: 'هذا الاسم مستخدم من قبل',
  chooseImage: 'اختر صورة لرفعها',
  notImage: 'الملف المرفوع ليس صورة سليمة (jpeg أو png أو webp)',
  imageBytes: 'حجم الصورة يجب ألا يزيد عن 5 ميجابايت',
  imagePixels: 'أبعاد الصورة كبيرة جداً، صغّرها ثم ارفعها مرة أخرى',
} as const;
const M = CATALOGUE_AUTHORING_MESSAGES;

/** The pixel box each image is re-encoded to (WebP), the sizes the student pages show. */
export const CATALOGUE_IMAGE_BOX = {
  cover: { width: 1280, height: 720 },
  teacher: { width: 480, height: 480 },
} as const;
export const CATALOGUE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const price = numberInput(
  moneySchema.refine((n) => n >= 0 && n <= MONEY_LIMITS.maxPrice, { message: M.price }),
);
const position = numberInput(z.number().int(M.position).min(0, M.position).max(100_000, M.position));
/** Empty means none: the forms send '' for a cleared optional field. */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const httpsUrl = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(500)
    .regex(/^https:\/\/[^\s<>"']+$/, M.url)
    .nullable(),
);
const ids = z.array(idSchema).max(50);

/** PUT .../order: every row of the list, in the new order. */
export const staffCatalogueOrderSchema = z.strictObject({ ids: z.array(idSchema).min(1).max(1000) });
export type StaffCatalogueOrder = z.infer<typeof staffCatalogueOrderSchema>;

/** A grade or a category: a name and its place in the lists. */
export const staffTaxonSchema = z.object({ id: idSchema, name: z.string(), position: z.number().int() });
export type StaffTaxon = z.infer<typeof staffTaxonSchema>;
export const staffTaxonBodySchema = z.strictObject({ name: visibleText(100) });
export type StaffTaxonBody = z.infer<typeof staffTaxonBodySchema>;
export const staffTaxonResponseSchema = dataOf(staffTaxonSchema);
export const staffTaxonListSchema = z.object({ items: z.array(staffTaxonSchema) });

export const TEACHER_LINK_FIELDS = [
  'whatsapp_url',
  'facebook_url',
  'messenger_url',
  'twitter_url',
  'youtube_url',
  'telegram_url',
] as const;

/** POST /staff/catalogue/teachers and PUT .../teachers/{id}: the teacher page of spec 2. */
export const staffTeacherBodySchema = z.strictObject({
  name: visibleText(120),
  bio: z.string().trim().max(5000).optional(),
  phone: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^\+?[0-9]{8,15}$/, M.phone)
      .nullable(),
  ),
  email: z.preprocess(blankToNull, emailSchema.nullable()),
  whatsapp_url: httpsUrl,
  facebook_url: httpsUrl,
  messenger_url: httpsUrl,
  twitter_url: httpsUrl,
  youtube_url: httpsUrl,
  telegram_url: httpsUrl,
});
export type StaffTeacherBody = z.infer<typeof staffTeacherBodySchema>;
export type StaffTeacherInput = z.input<typeof staffTeacherBodySchema>;

export const staffTeacherSchema = z.object({
  id: idSchema,
  name: z.string(),
  bio: z.string(),
  avatar: z.string().nullable(),
  avatar_width: z.number().int().nullable(),
  avatar_height: z.number().int().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  whatsapp_url: z.string().nullable(),
  facebook_url: z.string().nullable(),
  messenger_url: z.string().nullable(),
  twitter_url: z.string().nullable(),
  youtube_url: z.string().nullable(),
  telegram_url: z.string().nullable(),
  position: z.number().int(),
});
export type StaffTeacher = z.infer<typeof staffTeacherSchema>;
export const staffTeacherResponseSchema = dataOf(staffTeacherSchema);
export const staffTeacherListSchema = z.object({ items: z.array(staffTeacherSchema) });

export const COURSE_STATES = ['published', 'draft'] as const;
export const COURSE_PAY_TYPES = ['course', 'lectures'] as const;

/** POST /staff/catalogue/courses and PUT .../courses/{id}: the whole form. */
export const staffCourseBodySchema = z.strictObject({
  name: visibleText(200),
  description: z.string().trim().max(10_000).optional(),
  pay_type: z.enum(COURSE_PAY_TYPES),
  price,
  show_preview: z.boolean().optional(),
  featured: z.boolean().optional(),
  position: position.optional(),
  published: z.boolean().optional(),
  grade_ids: ids,
  category_ids: ids,
  /** A teacher author is always one of them (the api adds them). */
  teacher_ids: ids,
});
export type StaffCourseBody = z.infer<typeof staffCourseBodySchema>;
export type StaffCourseInput = z.input<typeof staffCourseBodySchema>;

export const staffCourseSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  image_width: z.number().int().nullable(),
  image_height: z.number().int().nullable(),
  pay_type: z.enum(COURSE_PAY_TYPES),
  price: z.number(),
  show_preview: z.boolean(),
  featured: z.boolean(),
  position: z.number().int(),
  published: z.boolean(),
  grades: z.array(namedRefSchema),
  categories: z.array(namedRefSchema),
  teachers: z.array(namedRefSchema),
  created_at: z.string(),
});
export type StaffCourse = z.infer<typeof staffCourseSchema>;
export const staffCourseResponseSchema = dataOf(staffCourseSchema);

/** GET /staff/catalogue/courses: a teacher sees only the courses they teach. */
export const staffCourseListQuerySchema = staffListQuery.extend({
  sort: z.enum(['name', 'created_at', 'position', 'price']).optional(),
  state: z.enum(COURSE_STATES).optional(),
});
export type StaffCourseListQuery = z.infer<typeof staffCourseListQuerySchema>;
export const staffCoursePageSchema = staffPageOf(staffCourseSchema);
export type StaffCoursePage = z.infer<typeof staffCoursePageSchema>;

/**
 * GET /staff/catalogue/courses/order: every course, drafts too, in the students' order (position,
 * then newest first); PUT with `staffCatalogueOrderSchema` (every id once) sets it. The desk's.
 */
export const staffCourseOrderItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  published: z.boolean(),
});
export type StaffCourseOrderItem = z.infer<typeof staffCourseOrderItemSchema>;
export const staffCourseOrderListSchema = z.object({ items: z.array(staffCourseOrderItemSchema) });
export type StaffCourseOrderList = z.infer<typeof staffCourseOrderListSchema>;

/** PUT /staff/catalogue/courses/{id}/published */
export const staffCoursePublishSchema = z.strictObject({ published: z.boolean() });

/** GET /staff/catalogue/options: what a course may be tied to (every role reads it). */
export const staffCatalogueOptionsSchema = z.object({
  grades: z.array(namedRefSchema),
  categories: z.array(namedRefSchema),
  teachers: z.array(namedRefSchema),
  /** The teacher account's own catalogue teacher, null for admin and assistant. */
  own_teacher_id: idSchema.nullable(),
});
export type StaffCatalogueOptions = z.infer<typeof staffCatalogueOptionsSchema>;
