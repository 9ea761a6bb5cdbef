import type { BankQuestion } from '@app/shared-contracts/schemas';
import { and, asc, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { bankCategories, bankQuestions, teachers } from '../../db/schema/index';
import { isPrivatePhoto } from './photos';

const columns = {
  q: bankQuestions,
  categoryName: bankCategories.name,
  teacherName: teachers.name,
  teacherAvatar: teachers.avatar,
};

type Joined = {
  q: typeof bankQuestions.$inferSelect;
  categoryName: string;
  teacherName: string | null;
  teacherAvatar: string | null;
};

/** The link a viewer reads a student's private question photo through (signed for that viewer). */
export type PhotoLink = (questionId: number) => string;

/**
 * A student's photo goes out only as a signed link for the viewer; never its stored path (and a
 * photo not yet moved out of /uploads not at all). The bank's own images are public.
 */
function imageOf(q: Joined['q'], photoLink: PhotoLink | undefined): string | null {
  if (q.userId === null) return q.imageUrl;
  return isPrivatePhoto(q.imageUrl) && photoLink ? photoLink(q.id) : null;
}

function view(r: Joined, photoLink?: PhotoLink): BankQuestion {
  const { q } = r;
  return {
    id: q.id,
    text: q.text,
    image_url: imageOf(q, photoLink),
    page_number: q.pageNumber ?? 1,
    question_number: q.questionNumber ?? 1,
    category: { id: q.categoryId, name: r.categoryName },
    answered: q.answered,
    answer_text: q.answered ? q.answerText : null,
    answer_image: q.answered ? q.answerImage : null,
    answer_audio: q.answered ? q.answerAudio : null,
    answer_pdf: q.answered ? q.answerPdf : null,
    teacher: q.answered && r.teacherName ? { name: r.teacherName, avatar: r.teacherAvatar } : null,
    created_at: q.createdAt.toISOString(),
  };
}

function select(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(bankQuestions)
    .innerJoin(bankCategories, eq(bankCategories.id, bankQuestions.categoryId))
    .leftJoin(teachers, eq(teachers.id, bankQuestions.teacherId))
    .where(where);
}

export interface DirectoryFilter {
  pageNumber?: number | undefined;
  questionNumber?: number | undefined;
  /** Words the question text must hold (case-insensitive, each anywhere, in any order). */
  search?: string | undefined;
}

/** The words of a search as ILIKE patterns, their own % _ and \\ taken literally. */
function searchTerms(search: string | undefined): SQL[] {
  const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  return words.map((w) => ilike(bankQuestions.text, `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
}

/**
 * One page of the bank's own questions in a folder (the whole bank when `categoryId` is null: a
 * search from the root), by page then question number; one extra row tells if more follow.
 */
export async function directoryQuestions(
  db: Db,
  categoryId: number | null,
  filter: DirectoryFilter,
  page: { limit: number; offset: number },
): Promise<{ items: BankQuestion[]; more: boolean }> {
  const rows = await select(
    db,
    and(
      categoryId === null ? undefined : eq(bankQuestions.categoryId, categoryId),
      isNull(bankQuestions.userId),
      ...searchTerms(filter.search),
      filter.pageNumber ? eq(bankQuestions.pageNumber, filter.pageNumber) : undefined,
      filter.questionNumber ? eq(bankQuestions.questionNumber, filter.questionNumber) : undefined,
    ),
  )
    .orderBy(
      asc(bankQuestions.categoryId),
      asc(bankQuestions.pageNumber),
      asc(bankQuestions.questionNumber),
      asc(bankQuestions.id),
    )
    .limit(page.limit + 1)
    .offset(page.offset);
  return { items: rows.slice(0, page.limit).map((r) => view(r)), more: rows.length > page.limit };
}

/** The student's own questions, newest first, their photos linked for them. */
export async function myQuestions(db: Db, userId: number, photoLink?: PhotoLink): Promise<BankQuestion[]> {
  const rows = await select(db, eq(bankQuestions.userId, userId)).orderBy(
    desc(bankQuestions.createdAt),
    desc(bankQuestions.id),
  );
  return rows.map((r) => view(r, photoLink));
}

export async function questionById(db: Db, id: number, photoLink?: PhotoLink): Promise<BankQuestion | null> {
  const [row] = await select(db, eq(bankQuestions.id, id));
  return row ? view(row, photoLink) : null;
}
