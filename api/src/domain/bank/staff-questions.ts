import { type StaffBankQuestion, type StaffQuestionsQuery, staffPaging } from '@app/shared-contracts/schemas';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { bankCategories, bankQuestions, users } from '../../db/schema/index';
import { DomainError } from '../errors';

/** Who looks at the queue: a teacher sees only the questions of their own folders. */
export interface QuestionViewer {
  role: string;
  teacherId: number | null;
}

/**
 * The folders that belong to a teacher: a folder tied to them (type teacher) and every folder
 * under it. Bank questions have no course or subject, only a folder; the folder is the link.
 */
export async function teacherCategoryIds(db: Db, teacherId: number): Promise<number[]> {
  const rows = await db
    .select({
      id: bankCategories.id,
      parent: bankCategories.parentCategoryId,
      teacher: bankCategories.teacherId,
    })
    .from(bankCategories);
  const children = new Map<number, number[]>();
  for (const r of rows)
    if (r.parent !== null) children.set(r.parent, [...(children.get(r.parent) ?? []), r.id]);
  const mine = new Set<number>();
  const stack = rows.filter((r) => r.teacher === teacherId).map((r) => r.id);
  while (stack.length) {
    const id = stack.pop() as number;
    if (mine.has(id)) continue;
    mine.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return [...mine];
}

/** The condition limiting a viewer to what they may see (none for admin and assistant). */
export async function scopeOf(db: Db, viewer: QuestionViewer): Promise<SQL | undefined> {
  if (viewer.role !== 'teacher') return undefined;
  if (viewer.teacherId === null) return eq(bankQuestions.id, -1);
  const folders = await teacherCategoryIds(db, viewer.teacherId);
  const own = eq(bankQuestions.teacherId, viewer.teacherId);
  return folders.length ? or(own, inArray(bankQuestions.categoryId, folders)) : own;
}

type Row = {
  q: typeof bankQuestions.$inferSelect;
  category: string;
  student: { id: number; name: string; email: string };
};

const select = {
  q: bankQuestions,
  category: bankCategories.name,
  student: { id: users.id, name: users.name, email: users.email },
};

function view(r: Row, photoLink: (id: number) => string): StaffBankQuestion {
  const { q } = r;
  return {
    id: q.id,
    text: q.text,
    image_url: q.imageUrl ? (q.imageUrl.startsWith('private/') ? photoLink(q.id) : q.imageUrl) : null,
    page_number: q.pageNumber,
    question_number: q.questionNumber,
    category: { id: q.categoryId, name: r.category },
    student: r.student,
    answered: q.answered,
    answer_text: q.answerText,
    answer_image: q.answerImage,
    answer_audio: q.answerAudio,
    answer_pdf: q.answerPdf,
    teacher_id: q.teacherId,
    created_at: q.createdAt.toISOString(),
    answered_at: q.answeredAt?.toISOString() ?? null,
  };
}

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Students' questions for staff: unanswered by default, oldest first (the longest wait on top). */
export async function staffQuestions(
  db: Db,
  viewer: QuestionViewer,
  query: StaffQuestionsQuery,
  photoLink: (id: number) => string,
) {
  const { page, perPage, offset } = staffPaging(query);
  const where: (SQL | undefined)[] = [isNotNull(bankQuestions.userId), await scopeOf(db, viewer)];
  const status = query.status ?? 'unanswered';
  if (status !== 'all') where.push(eq(bankQuestions.answered, status === 'answered'));
  if (query.category_id) where.push(eq(bankQuestions.categoryId, query.category_id));
  const q = query.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    where.push(or(ilike(bankQuestions.text, like), ilike(users.name, like), ilike(users.email, like)));
  }
  const cond = and(...where);
  const order = query.order === 'desc' ? desc : asc;
  const column = query.sort === 'answered_at' ? bankQuestions.answeredAt : bankQuestions.createdAt;
  const [rows, [total]] = await Promise.all([
    db
      .select(select)
      .from(bankQuestions)
      .innerJoin(users, eq(users.id, bankQuestions.userId))
      .innerJoin(bankCategories, eq(bankCategories.id, bankQuestions.categoryId))
      .where(cond)
      .orderBy(order(column), order(bankQuestions.id))
      .limit(perPage)
      .offset(offset),
    db
      .select({ n: count() })
      .from(bankQuestions)
      .innerJoin(users, eq(users.id, bankQuestions.userId))
      .where(cond),
  ]);
  return {
    items: rows.map((r) => view(r, photoLink)),
    total: Number(total?.n ?? 0),
    page,
    per_page: perPage,
  };
}

/**
 * One student's question, if the viewer may see it. Another teacher's question answers 404, as
 * if it did not exist (nothing tells them it does).
 */
export async function staffQuestion(
  db: Db,
  viewer: QuestionViewer,
  id: number,
  photoLink: (id: number) => string,
): Promise<StaffBankQuestion> {
  const [row] = await db
    .select(select)
    .from(bankQuestions)
    .innerJoin(users, eq(users.id, bankQuestions.userId))
    .innerJoin(bankCategories, eq(bankCategories.id, bankQuestions.categoryId))
    .where(and(eq(bankQuestions.id, id), isNotNull(bankQuestions.userId), await scopeOf(db, viewer)));
  if (!row) throw new DomainError('NOT_FOUND');
  return view(row, photoLink);
}
