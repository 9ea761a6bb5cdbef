import type { Db } from '../../src/db/index';
import { answers, exams, questions } from '../../src/db/schema/index';

type ExamInsert = typeof exams.$inferInsert;

export interface SeededExam {
  id: number;
  code: string;
  choice: { id: number; right: number; wrong: number };
  truefalse: { id: number; right: number; wrong: number };
  essay: { id: number };
}

let n = 0;

/** An exam with one question of each type: choices (2 marks), true/false (1), essay (2). */
export async function seedExam(db: Db, o: Partial<ExamInsert> = {}): Promise<SeededExam> {
  n += 1;
  const code = o.examCode ?? `T${n}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const [exam] = await db
    .insert(exams)
    .values({ name: `امتحان ${n}`, duration: 10, examCode: code, ...o })
    .returning();
  if (!exam) throw new Error('exam not stored');
  const [q1, q2, q3] = await db
    .insert(questions)
    .values([
      { examId: exam.id, type: 'choices', text: 'وحدة المقاومة؟', mark: 2, position: 1 },
      { examId: exam.id, type: 'truefalse', text: 'الضوء موجة', mark: 1, position: 2 },
      {
        examId: exam.id,
        type: 'essay',
        text: 'اشرح قانون أوم',
        mark: 2,
        position: 3,
        answerExplainText: 'V=IR',
      },
    ])
    .returning();
  if (!q1 || !q2 || !q3) throw new Error('questions not stored');
  const a = await db
    .insert(answers)
    .values([
      { questionId: q1.id, text: 'أوم', correct: true, position: 1 },
      { questionId: q1.id, text: 'فولت', correct: false, position: 2 },
      { questionId: q2.id, text: 'صح', correct: true, position: 1 },
      { questionId: q2.id, text: 'خطأ', correct: false, position: 2 },
    ])
    .returning({ id: answers.id });
  const id = (i: number) => a[i]?.id ?? 0;
  return {
    id: exam.id,
    code,
    choice: { id: q1.id, right: id(0), wrong: id(1) },
    truefalse: { id: q2.id, right: id(2), wrong: id(3) },
    essay: { id: q3.id },
  };
}
