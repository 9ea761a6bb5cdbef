import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money is integer piasters (1 EGP = 100); it becomes pounds only at the API edge. */
const piasters = (name: string) => bigint(name, { mode: 'number' });

/** School years (الصف الأول/الثاني/الثالث الثانوي); users.grade_id refers here. */
export const grades = pgTable('grades', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
});

/** Subjects. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
});

/** Public teacher pages (spec 2 §3 Teacher); contact links are optional. */
export const teachers = pgTable('teachers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  bio: text('bio'),
  avatar: text('avatar'),
  /** The stored photo's pixel size (WebP, decision 0043): the page reserves its box before it loads. */
  avatarWidth: integer('avatar_width'),
  avatarHeight: integer('avatar_height'),
  banner: text('banner'),
  phone: text('phone'),
  email: text('email'),
  whatsappUrl: text('whatsapp_url'),
  facebookUrl: text('facebook_url'),
  messengerUrl: text('messenger_url'),
  twitterUrl: text('twitter_url'),
  youtubeUrl: text('youtube_url'),
  telegramUrl: text('telegram_url'),
  position: integer('position').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * pay_type 'course': bought whole (price > 0) or got free (price 0); lectures are open once bought,
 * previews always. pay_type 'lectures': joined for free, each lecture bought on its own.
 */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    /** The stored cover's pixel size (WebP, decision 0043): cards and the page never shift. */
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    payType: text('pay_type', { enum: ['course', 'lectures'] })
      .notNull()
      .default('course'),
    price: piasters('price').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    showPreview: boolean('show_preview').notNull().default(false),
    /** Null means no limit (LIMIT_EXCEEDED once reached). */
    maxStudents: integer('max_students'),
    /** Pay-cards cannot buy this course when set. */
    paycardDisabled: boolean('paycard_disabled').notNull().default(false),
    published: boolean('published').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('courses_featured_idx').on(t.featured), index('courses_created_idx').on(t.createdAt)],
);

export const courseGrades = pgTable(
  'course_grades',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grades.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.gradeId] }), index('course_grades_grade_idx').on(t.gradeId)],
);

export const courseCategories = pgTable(
  'course_categories',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.categoryId] }),
    index('course_categories_category_idx').on(t.categoryId),
  ],
);

export const courseTeachers = pgTable(
  'course_teachers',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.teacherId] }),
    index('course_teachers_teacher_idx').on(t.teacherId),
  ],
);

/** Spec 2 §3 Lecture. price 0 means free; expiry_days null means access never expires. */
export const lectures = pgTable(
  'lectures',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    price: piasters('price').notNull().default(0),
    preview: boolean('preview').notNull().default(false),
    paycardDisabled: boolean('paycard_disabled').notNull().default(false),
    expiryDays: integer('expiry_days'),
    repurchasable: boolean('repurchasable').notNull().default(false),
    repurchasePrice: piasters('repurchase_price'),
    published: boolean('published').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('lectures_course_idx').on(t.courseId, t.position)],
);

/** Spec 2 §3 Video. url is the source the signed player link points to. */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    durationSeconds: integer('duration_seconds'),
    /** Null means unlimited views. */
    viewsLimit: integer('views_limit'),
    attendanceRequired: boolean('attendance_required').notNull().default(false),
    attendanceChipText: text('attendance_chip_text'),
    hideAttendanceChips: boolean('hide_attendance_chips').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** HLS pipeline (decision 0045): 'none' | 'queued' | 'processing' | 'ready' | 'failed'. */
    hlsStatus: text('hls_status').notNull().default('none'),
    /** 0-100, from ffmpeg's -progress output while processing. */
    hlsProgress: integer('hls_progress').notNull().default(0),
    /** Arabic reason shown to staff when hls_status = 'failed'. */
    hlsError: text('hls_error'),
    /** Storage key folder of the renditions: private/hls/<videoId>/<jobId>. */
    hlsPrefix: text('hls_prefix'),
    /** The private uploaded source (storage key); never under public /uploads. */
    sourceKey: text('source_key'),
    posterUrl: text('poster_url'),
    /** The ladder that was made, e.g. [{height:240,bandwidth:400000}]. */
    renditions: jsonb('renditions').$type<{ height: number; bandwidth: number }[]>(),
  },
  (t) => [index('videos_lecture_idx').on(t.lectureId, t.position)],
);

/** Counted views and 'seen' per student; a lecture repurchase resets the count. */
export const videoViews = pgTable(
  'video_views',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    countedViews: integer('counted_views').notNull().default(0),
    /** Where the student stopped (seconds): the player resumes there. */
    positionSeconds: integer('position_seconds').notNull().default(0),
    seenAt: ts('seen_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('video_views_user_video_idx').on(t.userId, t.videoId)],
);

/**
 * Study notes. A lecture's attachment is part of its contents; one with neither course nor lecture
 * (or public) is listed on the notes page (GET /attachments).
 */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** Bytes. */
    size: integer('size').notNull().default(0),
    extension: text('extension').notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id').references(() => lectures.id, { onDelete: 'cascade' }),
    public: boolean('public').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('attachments_lecture_idx').on(t.lectureId)],
);
