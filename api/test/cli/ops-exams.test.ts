import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerAttempts, examSessions, notifications } from '../../src/db/schema/index';
import { saveAnswers, startSession, submitSession } from '../../src/domain/exams/index';
import { seedExam } from '../support/exams';
import { useOpsDb } from './ops-test-kit';

describe('pnpm ops: essays waiting for a mark', () => {
  const { db, ops, student } = useOpsDb();

  it('lists an essay answer, marks it, completes the result and notifies the student', async () => {
    const email = 'essay-student@example.com';
    const user = await student(email, 'طالب مقال');
    const exam = await seedExam(db());
    const now = new Date();
    const s = await startSession(db(), user.id, exam.id, now);
    await saveAnswers(
      db(),
      user.id,
      s.token,
      [
        { question_id: exam.choice.id, chosen_answer: exam.choice.right },
        { question_id: exam.truefalse.id, chosen_answer: exam.truefalse.wrong },
        { question_id: exam.essay.id, answer_text: 'المقاومة تساوي الجهد على التيار' },
      ],
      now,
    );
    const submitted = await submitSession(db(), s, now);
    expect(submitted).toMatchObject({ corrected: false, succeeded: null, correctionMark: 2 });

    const listed = await ops('essays');
    expect(listed.out).toContain(email);
    expect(listed.out).toContain('المقاومة تساوي الجهد');
    const [essay] = await db()
      .select()
      .from(answerAttempts)
      .where(eq(answerAttempts.questionId, exam.essay.id));
    expect((await ops('correct-essay', String(essay!.id), '--mark', '9')).code).toBe(1); // above the question's 2
    const done = await ops('correct-essay', String(essay!.id), '--mark', '2');
    expect(done.code).toBe(0);
    expect(done.out).toContain('corrected');
    const [row] = await db().select().from(examSessions).where(eq(examSessions.id, s.id));
    // 2 (choice) + 0 (true/false) + 2 (essay) of 5: 80 %
    expect(row).toMatchObject({
      corrected: true,
      correctionMark: 4,
      succeeded: true,
      correctCount: 2,
      wrongCount: 1,
    });
    const notes = await db().select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((n) => n.title)).toContain('تم تصحيح امتحانك');
    expect((await ops('essays')).out).toBe('no essay answers waiting');
    expect((await ops('correct-essay', 'x')).code).toBe(2);
  });
});
