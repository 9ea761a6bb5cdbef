import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses, lectures, teachers } from './catalogue';
import { examBankQuestions } from './exam-bank';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Spec 2 §3 Exam. kind 'homework' results are listed under GET /exams/homeworks/results.
 * An exam belongs to a lecture (its contents), or to a course, or to neither (entered by code only).
 */
export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    lectureId: integer('lecture_id').references(() => lectures.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['exam', 'homework'] })
      .notNull()
      .default('exam'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Minutes; null means open (no time limit). */
    duration: integer('duration'),
    /** Unique among exams not closed (exams_code_open_idx): a closed exam's code may be reused. */
    examCode: text('exam_code').notNull(),
    /** EXAM_NOT_STARTED before, EXAM_ENDED after (null: always open). */
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    passPercentage: doublePrecision('pass_percentage').notNull().default(50),
    maxAttempts: integer('max_attempts').notNull().default(1),
    mustPass: boolean('must_pass').notNull().default(false),
    mustTake: boolean('must_take').notNull().default(false),
    needsAttention: boolean('needs_attention').notNull().default(false),
    navigateToAlternative: boolean('navigate_to_alternative').notNull().default(false),
    alternativeExamCode: text('alternative_exam_code'),
    showResult: boolean('show_result').notNull().default(true),
    showDetailedResult: boolean('show_detailed_result').notNull().default(true),
    shuffledAnswers: boolean('shuffled_answers').notNull().default(false),
    enableImagesAnswers: boolean('enable_images_answers').notNull().default(false),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    /**
     * The exam builder (issue 34, decision 0048). A draft is not active (students never see it);
     * publish copies its questions and makes it active; closed: ended early or its code reused.
     */
    status: text('status', { enum: ['draft', 'published', 'closed'] })
      .notNull()
      .default('published'),
    /** The teacher whose bank it draws from and who owns it (besides the teachers of its course). */
    teacherId: integer('teacher_id').references(() => teachers.id, { onDelete: 'set null' }),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    publishedAt: ts('published_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('exams_lecture_idx').on(t.lectureId),
    uniqueIndex('exams_code_open_idx').on(t.examCode).where(sql`${t.status} <> 'closed'`),
    index('exams_code_idx').on(t.examCode),
    index('exams_teacher_idx').on(t.teacherId),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['choices', 'truefalse', 'essay'] }).notNull(),
    text: text('text').notNull().default(''),
    imageUrl: text('image_url'),
    mark: doublePrecision('mark').notNull().default(1),
    /** Model answer of an essay question, shown in the detailed correction. */
    answerExplainText: text('answer_explain_text'),
    answerExplainImage: text('answer_explain_image'),
    answerExplainAudio: text('answer_explain_audio'),
    position: integer('position').notNull().default(0),
    /** The bank question this one was copied from at publish (traceability; the copy is the truth). */
    bankQuestionId: integer('bank_question_id').references(() => examBankQuestions.id, {
      onDelete: 'set null',
    }),
    /** Set: a pool question of that draw rule (exam_draw_rules), sat only when drawn for a session. */
    drawRuleId: integer('draw_rule_id'),
  },
  (t) => [index('questions_exam_idx').on(t.examId, t.position)],
);

/** Choices of a 'choices' or 'truefalse' question. */
export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    imageUrl: text('image_url'),
    correct: boolean('correct').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('answers_question_idx').on(t.questionId)],
);

/** A timed attempt at an exam. Marks are filled at submit (and by staff for essay answers). */
export const examSessions = pgTable(
  'exam_sessions',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startTime: ts('start_time').notNull().defaultNow(),
    /** start_time + duration; null for an open exam. */
    deadline: ts('deadline'),
    submittedAt: ts('submitted_at'),
    corrected: boolean('corrected').notNull().default(false),
    succeeded: boolean('succeeded'),
    correctionMark: doublePrecision('correction_mark'),
    totalMark: doublePrecision('total_mark'),
    /** Counted at submit (choice and true/false answers), shown as correct/wrong_answer_attempts. */
    correctCount: integer('correct_count'),
    wrongCount: integer('wrong_count'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('exam_sessions_user_idx').on(t.userId, t.examId),
    // One running session per student and exam: concurrent starts insert one row, the others read it.
    uniqueIndex('exam_sessions_one_active_idx').on(t.userId, t.examId).where(sql`${t.submittedAt} is null`),
    index('exam_sessions_deadline_idx').on(t.deadline),
  ],
);

export const answerAttempts = pgTable(
  'answer_attempts',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => examSessions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    answerId: integer('answer_id').references(() => answers.id, { onDelete: 'set null' }),
    answerText: text('answer_text'),
    answerImage: text('answer_image'),
    /** null until corrected (essay answers wait for staff). */
    correct: boolean('correct'),
    questionMark: doublePrecision('question_mark').notNull().default(1),
    correctionMark: doublePrecision('correction_mark'),
    /** The marker's comment on an essay or image answer (staff marking queue, issue 34). */
    markerComment: text('marker_comment'),
    /** The client's sequence number of this answer: a replayed older write never overwrites a newer one. */
    clientSeq: integer('client_seq').notNull().default(0),
    /** The same for the image answer, sent apart (an older image never replaces a newer one). */
    imageSeq: integer('image_seq').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('answer_attempts_session_question_idx').on(t.sessionId, t.questionId)],
);
