import type { Db } from '../db/index';
import { exams } from '../db/schema/index';
import { seedExamQuestions, seedQuestionImages } from './seed-exam-questions';
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
    /** its first question carries a picture (the spec's question image_url): a circuit diagram */
    topic: 'قانون أوم',
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

/** The exams entered by code, then the pictures of every pictured question (lectures' ones too). */
export async function seedDemoExams(db: Db, media: MediaWriter): Promise<void> {
  for (const { topic, ...exam } of DEMO_EXTRA_EXAMS) {
    const [row] = await db.insert(exams).values(exam).onConflictDoNothing().returning({ id: exams.id });
    if (row) await seedExamQuestions(db, row.id, topic);
  }
  await seedQuestionImages(db, media);
}
