import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/index';
import { exams, questions } from '../db/schema/index';
import { seedExamQuestions } from './seed-catalogue';
import type { MediaWriter } from './seed-media';

/** Entered by code (enable_gen_exm): a two-minute exam, an open one, one taking images, a homework. */
export const DEMO_EXTRA_EXAMS = [
  {
    examCode: 'QUICK2',
    kind: 'exam' as const,
    name: 'اختبار سريع (دقيقتان)',
    description: 'اختبار قصير لتجربة انتهاء الوقت والتسليم التلقائي.',
    duration: 2,
    maxAttempts: 5,
    topic: 'الكهربية',
  },
  {
    examCode: 'OPEN2026',
    kind: 'exam' as const,
    name: 'امتحان مفتوح بلا وقت',
    description: 'امتحان مفتوح لا ينتهي وقته، تظهر نتيجته التفصيلية بعد التسليم.',
    duration: null,
    maxAttempts: 3,
    topic: 'الموجات',
  },
  {
    examCode: 'IMG2026',
    kind: 'exam' as const,
    name: 'امتحان بإجابات مصورة',
    description: 'يمكنك إرفاق صورة لإجابتك المكتوبة (مثلاً حل مسألة على ورقة).',
    duration: 20,
    maxAttempts: 3,
    enableImagesAnswers: true,
    topic: 'قانون أوم',
    /** its first question carries a picture (the spec's question image_url): a circuit diagram */
    questionImage: 'ohm-circuit.png',
  },
  {
    examCode: 'HW2026',
    kind: 'homework' as const,
    name: 'واجب الأسبوع الأول',
    description: 'واجب منزلي يظهر في نتائج الواجبات.',
    duration: null,
    maxAttempts: 3,
    topic: 'قوانين نيوتن',
  },
];

export async function seedDemoExams(db: Db, media: MediaWriter): Promise<void> {
  for (const { topic, questionImage, ...exam } of DEMO_EXTRA_EXAMS) {
    const [row] = await db.insert(exams).values(exam).onConflictDoNothing().returning({ id: exams.id });
    if (row) await seedExamQuestions(db, row.id, topic);
    if (!questionImage) continue;
    // Set on every run (same file, same address), so a database seeded before gets it too.
    const [found] = await db.select({ id: exams.id }).from(exams).where(eq(exams.examCode, exam.examCode));
    if (!found) continue;
    await db
      .update(questions)
      .set({ imageUrl: media.asset(questionImage).url })
      .where(and(eq(questions.examId, found.id), eq(questions.position, 1)));
  }
}
