import { z } from 'zod';
import { dataOf, idSchema, urlSchema } from './common';
import { courseSchema } from './course';

export const teacherSchema = z.object({
  id: idSchema,
  name: z.string(),
  avatar: urlSchema.nullable(),
  /** Not in spec 2 §3: the stored photo's pixel size (decision 0043), so the page never shifts. */
  avatar_width: z.number().int().positive().nullable().optional(),
  avatar_height: z.number().int().positive().nullable().optional(),
  banner: urlSchema.nullable(),
  courses_count: z.number().int().nonnegative(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  whatsapp_url: urlSchema.nullable(),
  facebook_url: urlSchema.nullable(),
  messenger_url: urlSchema.nullable(),
  twitter_url: urlSchema.nullable(),
  youtube_url: urlSchema.nullable(),
  telegram_url: urlSchema.nullable(),
});
export type Teacher = z.infer<typeof teacherSchema>;

// GET /teachers
export const teachersResponseSchema = dataOf(z.array(teacherSchema));
export type TeachersResponse = z.infer<typeof teachersResponseSchema>;
// GET /teachers/{id}
export const teacherResponseSchema = z.object({ teacher: teacherSchema, courses: z.array(courseSchema) });
export type TeacherResponse = z.infer<typeof teacherResponseSchema>;
