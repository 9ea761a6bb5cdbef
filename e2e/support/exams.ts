// The right answers of the seeded exams the suite sits, read from the seed's own data
// (api/src/cli/seed-exam-sets.ts, plain data), so a reworded question cannot leave the tests behind.
import { rightChoiceText } from '../../api/src/cli/seed-exam-sets';

/** The topic each exam code was seeded with: DEMO2026 in api/src/cli/seed.ts, the others in seed-exams.ts. */
const SEEDED_TOPICS = {
  DEMO2026: 'منهج الفيزياء',
  QUICK2: 'الكهربية',
  OPEN2026: 'الموجات',
  IMG2026: 'قانون أوم',
  HW2026: 'قوانين نيوتن',
} as const;

/** The text of the right option of the exam's first question (its choices question). */
export function rightChoiceOf(examCode: keyof typeof SEEDED_TOPICS): string {
  return rightChoiceText(SEEDED_TOPICS[examCode]);
}
