import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { courses, teachers } from './catalogue';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A teacher's question bank (issue 34, decision 0047). Exams never read these rows while students
 * sit them: the exam builder copies picked questions into `questions`/`answers` at publish, so a
 * later edit here never changes an exam already sat. Not the students' community "questions bank"
 * (`community.ts`).
 */
export const examBankQuestions = pgTable(
  'exam_bank_questions',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    /** Null: the teacher's general bank, usable in any of their courses. */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    type: text('type', { enum: ['choices', 'truefalse', 'essay'] }).notNull(),
    text: text('text').notNull().default(''),
    /** The question's image (a figure, or a formula written as an image). */
    imageUrl: text('image_url'),
    /** Shown in the detailed correction only, after submission. */
    explanationText: text('explanation_text'),
    explanationImage: text('explanation_image'),
    marks: doublePrecision('marks').notNull().default(1),
    allowImageAnswer: boolean('allow_image_answer').notNull().default(false),
    chapter: text('chapter'),
    lesson: text('lesson'),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('exam_bank_questions_teacher_idx').on(t.teacherId, t.id),
    index('exam_bank_questions_course_idx').on(t.courseId),
    index('exam_bank_questions_tags_idx').on(t.teacherId, t.chapter, t.lesson),
  ],
);

/** The options of a 'choices' or 'truefalse' bank question; exactly one is correct. */
export const examBankChoices = pgTable(
  'exam_bank_choices',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => examBankQuestions.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    imageUrl: text('image_url'),
    correct: boolean('correct').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('exam_bank_choices_question_idx').on(t.questionId, t.position)],
);
