import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { examBankQuestions } from './exam-bank';
import { examSessions, exams, questions } from './exams';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The exam builder (issue 34, decision 0048). A draft's chosen bank questions, in order; publish
 * copies them into `questions`/`answers` (the snapshot students sit).
 */
export const examPicks = pgTable(
  'exam_picks',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    bankQuestionId: integer('bank_question_id')
      .notNull()
      .references(() => examBankQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('exam_picks_exam_question_idx').on(t.examId, t.bankQuestionId)],
);

/** A random draw: `count` questions for each student from the bank questions with these tags. */
export const examDrawRules = pgTable(
  'exam_draw_rules',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    chapter: text('chapter'),
    lesson: text('lesson'),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('exam_draw_rules_exam_idx').on(t.examId)],
);

/** One student's extra minutes (deadline and window end) and extra attempts on one exam. */
export const examOverrides = pgTable(
  'exam_overrides',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    extraMinutes: integer('extra_minutes').notNull().default(0),
    extraAttempts: integer('extra_attempts').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.examId, t.userId] })],
);

/**
 * The paper of one session when the exam draws at random or shuffles: the questions this student
 * got, in their order, written once at start so a reload shows the same paper. A session without
 * rows here sits every question of the exam (the seed's exams, plain exams).
 */
export const examSessionQuestions = pgTable(
  'exam_session_questions',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => examSessions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.questionId] })],
);
