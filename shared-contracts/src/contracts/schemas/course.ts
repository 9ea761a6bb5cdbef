import { z } from 'zod';
import { dataOf, idSchema, moneySchema, namedRefSchema, numberInput, paginated, urlSchema } from './common';
import { lectureSchema, purchaseBodySchema } from './lecture';
import { PAY_TYPES } from './values';

/** Course as listed in the catalogue, home, welcome and my courses (spec 1 §3). */
export const courseSchema = z.object({
  id: idSchema,
  name: z.string(),
  image_url: urlSchema.nullable(),
  /** Not in spec 1 §3: the stored cover's pixel size (decision 0043), so the card never shifts. */
  image_width: z.number().int().positive().nullable().optional(),
  image_height: z.number().int().positive().nullable().optional(),
  grades: z.array(namedRefSchema),
  categories: z.array(namedRefSchema),
  pay_type: z.enum(PAY_TYPES),
  /** pounds; 0 means free */
  price: moneySchema,
  free: z.boolean(),
  featured: z.boolean(),
  joined: z.boolean(),
  lectures_count: z.number().int().nonnegative(),
  users_count: z.number().int().nonnegative(),
  /**
   * pay_type 'lectures' (not in spec 1 §3): the lowest price of its lectures on sale, pounds; null
   * when none costs money. Optional: answers without it still parse.
   */
  lectures_from_price: moneySchema.nullable().optional(),
});
export type Course = z.infer<typeof courseSchema>;

export const courseTeacherSchema = z.object({ id: idSchema, name: z.string(), avatar: urlSchema.nullable() });
export type CourseTeacher = z.infer<typeof courseTeacherSchema>;

/** Full course of GET /courses/{id} (spec 2 §3). */
export const courseDetailSchema = courseSchema.extend({
  description: z.string().nullable(),
  show_preview: z.boolean(),
  teachers: z.array(courseTeacherSchema),
  lectures: z.array(lectureSchema),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

// GET /courses?search=&grade_id=&category_id=&page=  (category_id wins over grade_id)
export const coursesQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  grade_id: numberInput(idSchema.optional()),
  category_id: numberInput(idSchema.optional()),
  page: numberInput(idSchema.optional()),
});
export type CoursesQuery = z.infer<typeof coursesQuerySchema>;
export const coursesResponseSchema = paginated(courseSchema);
export type CoursesResponse = z.infer<typeof coursesResponseSchema>;

export const courseResponseSchema = dataOf(courseDetailSchema);
export type CourseResponse = z.infer<typeof courseResponseSchema>;

// POST /courses/{id}/join (no body) and POST /courses/{id}/purchase -> data = the course; a wallet
// purchase adds the new balance (optional, so the spec's `{data}` still parses).
export const courseJoinResponseSchema = dataOf(courseSchema);
export type CourseJoinResponse = z.infer<typeof courseJoinResponseSchema>;
export const coursePurchaseBodySchema = purchaseBodySchema;
export type CoursePurchaseBody = z.infer<typeof coursePurchaseBodySchema>;
export const coursePurchaseResponseSchema = z.object({ data: courseSchema, balance: moneySchema.optional() });
export type CoursePurchaseResponse = z.infer<typeof coursePurchaseResponseSchema>;

// GET /my-courses is not a call: the joined courses come with the user (user.my_courses).
