import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { teachers } from './catalogue';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Support tickets (spec 3 §2.7): signed-in users give title and content; guests also name, e-mail, phone. */
export const supportTickets = pgTable('support_tickets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name'),
  email: text('email'),
  phone: text('phone'),
  title: text('title').notNull(),
  content: text('content').notNull(),
  status: text('status', { enum: ['open', 'answered', 'closed'] })
    .notNull()
    .default('open'),
  reply: text('reply'),
  repliedAt: ts('replied_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * The thread of a student's ticket after its opening message: the student and staff each reply as
 * often as needed (a guest's ticket is answered once, by e-mail, and has none).
 */
export const supportTicketReplies = pgTable(
  'support_ticket_replies',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['student', 'staff'] }).notNull(),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('support_ticket_replies_ticket_idx').on(t.ticketId)],
);

/** Question-bank folder tree (spec 3 §3 Bank category). */
export const bankCategories = pgTable(
  'bank_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    parentCategoryId: integer('parent_category_id'),
    type: text('type', { enum: ['default', 'teacher'] })
      .notNull()
      .default('default'),
    teacherId: integer('teacher_id').references(() => teachers.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('bank_categories_parent_idx').on(t.parentCategoryId)],
);

/** Bank questions: staff-authored ones have no user; students' own questions have user_id. */
export const bankQuestions = pgTable(
  'bank_questions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => bankCategories.id, { onDelete: 'cascade' }),
    text: text('text'),
    imageUrl: text('image_url'),
    pageNumber: integer('page_number'),
    questionNumber: integer('question_number'),
    answered: boolean('answered').notNull().default(false),
    answerText: text('answer_text'),
    answerImage: text('answer_image'),
    answerAudio: text('answer_audio'),
    // A PDF the teacher answers with (worked solution), served from /uploads (decision 0017).
    answerPdf: text('answer_pdf'),
    teacherId: integer('teacher_id').references(() => teachers.id, { onDelete: 'set null' }),
    answeredAt: ts('answered_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('bank_questions_category_idx').on(t.categoryId),
    index('bank_questions_user_idx').on(t.userId),
  ],
);

/** Outlets (centres selling the platform's cards and books): a real list staff fill with pnpm ops. */
export const outlets = pgTable(
  'outlets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    governorate: text('governorate').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    phone: text('phone'),
    mapUrl: text('map_url'),
    position: integer('position').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('outlets_city_idx').on(t.city)],
);
