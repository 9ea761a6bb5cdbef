import {
  EXAM_BANK_MESSAGES,
  type ExamBankListQuery,
  type ExamBankPage,
  type ExamBankQuestion,
  type ExamBankQuestionBody,
  staffPaging,
} from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { DomainError, FieldError } from '../errors';
import {
  type BankRow,
  type ChoiceInsert,
  choicesOf,
  courseNames,
  deleteBankQuestion,
  findBankPage,
  findBankQuestion,
  insertBankQuestion,
  teacherExists,
  teacherNames,
  teachesCourse,
  updateBankQuestion,
} from './bank-repository';

// The question bank (issue 34, decision 0047). A teacher works in their own bank only (another
// teacher's question is NOT_FOUND, like one that does not exist); admin names the teacher. Every
// write is audited in its transaction. Images are never deleted with a question: an exam made
// from it keeps the same path in its own copy.

const M = EXAM_BANK_MESSAGES;

/** The teacher whose bank a read covers: a teacher's own; admin's choice, or every bank. */
export function readScope(actor: StaffActor, requested?: number): number | undefined {
  if (actor.role === 'admin') return requested;
  if (actor.role === 'teacher' && actor.teacherId) return actor.teacherId;
  throw new DomainError('ROLE_FORBIDDEN');
}

/** The teacher a write goes to, checked: a teacher's own account, or the one admin named. */
export async function writeOwner(db: Db, actor: StaffActor, requested?: number | null): Promise<number> {
  if (actor.role === 'teacher') {
    if (!actor.teacherId) throw new DomainError('ROLE_FORBIDDEN');
    return actor.teacherId;
  }
  if (actor.role !== 'admin') throw new DomainError('ROLE_FORBIDDEN');
  if (!requested) throw new FieldError({ teacher_id: [M.teacherRequired] });
  if (!(await teacherExists(db, requested))) throw new FieldError({ teacher_id: [M.unknownTeacher] });
  return requested;
}

/** A course of the question must be one the teacher teaches. */
export async function checkCourse(db: Db, teacherId: number, courseId: number | null | undefined) {
  if (courseId && !(await teachesCourse(db, teacherId, courseId)))
    throw new FieldError({ course_id: [M.notYourCourse] });
}

async function visibleQuestion(db: Db, actor: StaffActor, id: number, lock = false): Promise<BankRow> {
  const row = await findBankQuestion(db, id, lock);
  const scope = readScope(actor);
  if (!row || (scope !== undefined && row.teacherId !== scope)) throw new DomainError('NOT_FOUND');
  return row;
}

/** Rows as the contract shows them, with their choices, teacher and course names. */
export async function viewsOf(db: Db, rows: BankRow[]): Promise<ExamBankQuestion[]> {
  const ids = rows.map((r) => r.id);
  const [choices, tNames, cNames] = await Promise.all([
    choicesOf(db, ids),
    teacherNames(db, [...new Set(rows.map((r) => r.teacherId))]),
    courseNames(db, [...new Set(rows.flatMap((r) => (r.courseId ? [r.courseId] : [])))]),
  ]);
  return rows.map((r) => ({
    id: r.id,
    teacher: { id: r.teacherId, name: tNames.get(r.teacherId) ?? '' },
    course: r.courseId ? { id: r.courseId, name: cNames.get(r.courseId) ?? '' } : null,
    type: r.type,
    text: r.text,
    image_url: r.imageUrl,
    explanation_text: r.explanationText,
    explanation_image: r.explanationImage,
    marks: r.marks,
    allow_image_answer: r.allowImageAnswer,
    chapter: r.chapter,
    lesson: r.lesson,
    difficulty: r.difficulty,
    choices: choices
      .filter((c) => c.questionId === r.id)
      .map((c) => ({
        id: c.id,
        text: c.text,
        image_url: c.imageUrl,
        correct: c.correct,
        position: c.position,
      })),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

/** GET /staff/exam-bank/questions */
export async function listBank(db: Db, actor: StaffActor, q: ExamBankListQuery): Promise<ExamBankPage> {
  const { page, perPage, offset } = staffPaging(q);
  const { rows, total } = await findBankPage(
    db,
    { ...q, teacherId: readScope(actor, q.teacher_id), courseId: q.course_id },
    { limit: perPage, offset, sort: q.sort, order: q.order },
  );
  return { items: await viewsOf(db, rows), total, page, per_page: perPage };
}

export async function getBankQuestion(db: Db, actor: StaffActor, id: number): Promise<ExamBankQuestion> {
  const [view] = await viewsOf(db, [await visibleQuestion(db, actor, id)]);
  if (!view) throw new DomainError('NOT_FOUND');
  return view;
}

/** The columns of a checked body (choices apart). */
export function columnsOf(body: ExamBankQuestionBody) {
  return {
    courseId: body.course_id ?? null,
    type: body.type,
    text: body.text,
    imageUrl: body.image_url ?? null,
    explanationText: body.explanation_text,
    explanationImage: body.explanation_image ?? null,
    marks: body.marks,
    allowImageAnswer: body.allow_image_answer,
    chapter: body.chapter,
    lesson: body.lesson,
    difficulty: body.difficulty ?? null,
  };
}

export const choicesFor = (body: ExamBankQuestionBody): ChoiceInsert[] =>
  body.type === 'essay'
    ? []
    : body.choices.map((c) => ({ text: c.text, imageUrl: c.image_url ?? null, correct: c.correct }));

/** POST /staff/exam-bank/questions */
export async function createBankQuestion(
  db: Db,
  actor: StaffActor,
  body: ExamBankQuestionBody,
): Promise<ExamBankQuestion> {
  const teacherId = await writeOwner(db, actor, body.teacher_id);
  await checkCourse(db, teacherId, body.course_id);
  const id = await db.transaction(async (tx) => {
    const values = { ...columnsOf(body), teacherId, createdBy: actor.id };
    const newId = await insertBankQuestion(tx, values, choicesFor(body));
    await recordAudit(tx, actor, {
      action: 'exam_bank.question.create',
      targetType: 'exam_bank_question',
      targetId: newId,
      after: { ...values, choices: body.choices },
    });
    return newId;
  });
  return getBankQuestion(db, actor, id);
}

/** PUT /staff/exam-bank/questions/{id}: the whole question again (its teacher stays). */
export async function editBankQuestion(
  db: Db,
  actor: StaffActor,
  id: number,
  body: ExamBankQuestionBody,
): Promise<ExamBankQuestion> {
  await db.transaction(async (tx) => {
    const before = await visibleQuestion(tx, actor, id, true);
    await checkCourse(tx, before.teacherId, body.course_id);
    const [beforeView] = await viewsOf(tx, [before]);
    const values = columnsOf(body);
    await updateBankQuestion(tx, id, values, choicesFor(body));
    await recordAudit(tx, actor, {
      action: 'exam_bank.question.update',
      targetType: 'exam_bank_question',
      targetId: id,
      before: beforeView,
      after: { ...values, choices: body.choices },
    });
  });
  return getBankQuestion(db, actor, id);
}

/** DELETE /staff/exam-bank/questions/{id}: exams already made from it keep their copy. */
export async function removeBankQuestion(db: Db, actor: StaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await visibleQuestion(tx, actor, id, true);
    const [beforeView] = await viewsOf(tx, [before]);
    await deleteBankQuestion(tx, id);
    await recordAudit(tx, actor, {
      action: 'exam_bank.question.delete',
      targetType: 'exam_bank_question',
      targetId: id,
      before: beforeView,
    });
  });
}
