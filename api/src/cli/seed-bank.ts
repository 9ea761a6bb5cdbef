import { count } from 'drizzle-orm';
import type { Db } from '../db/index';
import { bankCategories, bankQuestions } from '../db/schema/index';
import { BANK_TREE } from './seed-data';
import { type MediaWriter, must } from './seed-media';

/** Chapters under each book folder: the third level of the tree, with generated questions. */
const CHAPTERS = ['الفصل الأول', 'الفصل الثاني', 'الفصل الثالث'];
const PER_CHAPTER = 36;

/**
 * The demo questions bank: subjects → books (BANK_TREE, hand-written questions) → chapters
 * (generated, a few hundred questions). Most are answered in text; some with an image, a short
 * audio answer or a PDF (the list's 'pdf' badge). A subject without folders shows the empty-folder
 * state.
 */
export async function seedBank(db: Db, teacherIds: number[], media: MediaWriter) {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(bankCategories);
  if (Number(n) > 0) return;
  const image = media.asset('formulas-card.png').url;
  const audio = media.asset('answer-audio.wav').url;
  const pdf = media.pdf('bank-answer-solution.pdf', 'Worked solution').url;
  for (const [i, root] of BANK_TREE.entries()) {
    const teacherId = teacherIds[i] ?? null;
    const [parent] = await db
      .insert(bankCategories)
      .values({ name: root.name, position: i + 1 })
      .returning({ id: bankCategories.id });
    for (const [j, child] of root.children.entries()) {
      const [book] = await db
        .insert(bankCategories)
        .values({
          name: child.name,
          parentCategoryId: must(parent).id,
          position: j + 1,
          type: 'teacher',
          teacherId,
        })
        .returning({ id: bankCategories.id });
      for (const q of child.questions) {
        await db.insert(bankQuestions).values({
          categoryId: must(book).id,
          text: q.text,
          pageNumber: q.page,
          questionNumber: q.number,
          answered: q.answer !== null,
          answerText: q.answer,
          teacherId,
          answeredAt: q.answer ? new Date() : null,
        });
      }
      for (const [k, chapter] of CHAPTERS.entries()) {
        const [folder] = await db
          .insert(bankCategories)
          .values({
            name: chapter,
            parentCategoryId: must(book).id,
            position: k + 1,
            type: 'teacher',
            teacherId,
          })
          .returning({ id: bankCategories.id });
        await db.insert(bankQuestions).values(
          Array.from({ length: PER_CHAPTER }, (_, x) => {
            const page = 10 * (k + 1) + Math.floor(x / 4);
            const number = (x % 4) + 1;
            const answered = x % 6 !== 5;
            return {
              categoryId: must(folder).id,
              text: `${child.name}، ${chapter}: السؤال ${number} من صفحة ${page}. اشرح الفكرة الأساسية بخطوات الحل.`,
              pageNumber: page,
              questionNumber: number,
              answered,
              answerText: answered
                ? `الحل: نبدأ بكتابة المعطيات ثم نطبق القانون المناسب للسؤال ${number}.`
                : null,
              answerImage: answered && x % 9 === 0 ? image : null,
              answerAudio: answered && x % 10 === 3 ? audio : null,
              answerPdf: answered && x % 7 === 2 ? pdf : null,
              teacherId,
              answeredAt: answered ? new Date() : null,
            };
          }),
        );
      }
    }
  }
}
