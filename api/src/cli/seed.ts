import { dirname, isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { repoRoot } from '../config';
import { createDb, type Db } from '../db/index';
import { attachments, exams, honorPanel, payCards, rechargeCards } from '../db/schema/index';
import { toPiasters } from '../domain/ledger/money';
import { invalidatePublicCache } from '../lib/public-cache';
import { seedBank } from './seed-bank';
import { idsByName, seedCourse, seedExamQuestions, seedTeachers } from './seed-catalogue';
import {
  CATEGORIES,
  COURSES,
  DEMO_EMAIL,
  DEMO_EXPIRED_PAYCARDS,
  DEMO_GENERAL_EXAM_CODE,
  DEMO_PASSWORD,
  DEMO_PAYCARDS,
  DEMO_RECHARGE_CARDS,
  GRADES,
  HONOR_PANEL,
} from './seed-data';
import { DEMO_EXTRA_EXAMS, seedDemoExams } from './seed-exams';
import { seedSettings, seedStudent } from './seed-extras';
import { createMediaWriter, must } from './seed-media';
import { seedOutlets } from './seed-outlets';
import { type DemoStaff, seedStaff } from './seed-staff';
import { seedDemoHls } from './seed-videos';

export {
  DEMO_EMAIL,
  DEMO_EXPIRED_PAYCARDS,
  DEMO_GENERAL_EXAM_CODE,
  DEMO_PASSWORD,
  DEMO_PAYCARDS,
  DEMO_RECHARGE_CARDS,
} from './seed-data';
export { DEMO_STAFF } from './seed-staff';

export interface SeedResult {
  email: string;
  password: string;
  payCards: string[];
  rechargeCards: string[];
  examCodes: string[];
  /** The demo's admin, assistant and teacher logins (decision 0036). */
  staff: DemoStaff[];
}

export interface SeedOptions {
  /** Where /uploads is served from (default DATA_DIR/uploads, DATA_DIR as the api resolves it). */
  uploadsDir?: string;
}

function defaultUploadsDir(): string {
  const dataDir = process.env.DATA_DIR || './data';
  return join(isAbsolute(dataDir) ? dataDir : resolve(repoRoot, dataDir), 'uploads');
}
/**
 * What a production database starts with: the grades and categories the forms offer. Settings
 * fall back to their defaults; nothing here can spend (no accounts, cards or wallets).
 */
export async function seedBase(db: Db): Promise<void> {
  await idsByName(db, 'grades', GRADES);
  await idsByName(db, 'categories', CATEGORIES);
}

export async function seedDemo(db: Db, opts: SeedOptions = {}): Promise<SeedResult> {
  const media = createMediaWriter(opts.uploadsDir ?? defaultUploadsDir());
  const gradeIds = await idsByName(db, 'grades', GRADES);
  const categoryIds = await idsByName(db, 'categories', CATEGORIES);
  const teacherIds = await seedTeachers(db, media);
  const courseIds: number[] = [];
  for (const [i, c] of COURSES.entries()) {
    courseIds.push(
      await seedCourse(db, media, c, i, { grades: gradeIds, categories: categoryIds, teachers: teacherIds }),
    );
  }

  // The demo's videos through the transcoding pipeline, so the first start plays HLS.
  await seedDemoHls(db, dirname(opts.uploadsDir ?? defaultUploadsDir()));

  // A general exam entered by code (enable_gen_exm), belonging to no lecture.
  const [general] = await db
    .insert(exams)
    .values({
      kind: 'exam',
      name: 'الامتحان الشامل التجريبي',
      description: 'امتحان عام على منهج الفيزياء.',
      duration: 30,
      examCode: DEMO_GENERAL_EXAM_CODE,
      showDetailedResult: true,
    })
    .onConflictDoNothing()
    .returning({ id: exams.id });
  if (general) await seedExamQuestions(db, general.id, 'منهج الفيزياء');
  await seedDemoExams(db, media);

  // Notes of the attachments page (not tied to a lecture), of several types.
  const notes = [
    {
      name: 'جدول امتحانات الثانوية العامة',
      ext: 'pdf',
      file: () => media.pdf('notes-1.pdf', 'Study notes 1'),
    },
    { name: 'ملخص قوانين الفيزياء', ext: 'pdf', file: () => media.pdf('notes-2.pdf', 'Study notes 2') },
    {
      name: 'خريطة ذهنية للكيمياء العضوية',
      ext: 'pdf',
      file: () => media.pdf('notes-3.pdf', 'Study notes 3'),
    },
    { name: 'أسئلة مراجعة الكهربية', ext: 'docx', file: () => media.asset('review-questions.docx') },
    { name: 'بطاقة قوانين سريعة', ext: 'png', file: () => media.asset('formulas-card.png') },
  ];
  for (const [i, note] of notes.entries()) {
    const [found] = await db
      .select({ id: attachments.id })
      .from(attachments)
      .where(and(eq(attachments.name, note.name), isNull(attachments.lectureId)));
    if (found) continue;
    const file = note.file();
    await db.insert(attachments).values({
      name: note.name,
      url: file.url,
      size: file.size,
      extension: note.ext,
      public: true,
      position: i + 1,
    });
  }

  await seedBank(db, teacherIds, media);
  await seedOutlets(db);

  const [{ n: honorCount } = { n: 0 }] = await db.select({ n: count() }).from(honorPanel);
  if (Number(honorCount) === 0) {
    await db.insert(honorPanel).values(
      HONOR_PANEL.map((h, i) => ({
        name: h.name,
        governorate: h.governorate,
        correctionMark: h.correction,
        totalMark: h.total,
        avatar: media.avatar(`honor-${i + 1}.svg`, h.name, i + 2),
        position: i + 1,
      })),
    );
  }

  await seedSettings(db, media);

  // Pay-cards: three for any course or lecture up to 500 EGP, one for the first course only,
  // one for lectures up to 50 EGP; and recharge cards of 100 EGP.
  const firstCourse = courseIds[0] ?? null;
  await db
    .insert(payCards)
    .values(
      DEMO_PAYCARDS.map((code, i) => ({
        code,
        value: toPiasters(i === 4 ? 50 : 500),
        courseId: i === 3 ? firstCourse : null,
        batch: 'demo',
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(payCards)
    .values(
      DEMO_EXPIRED_PAYCARDS.map((code) => ({
        code,
        value: toPiasters(500),
        expiresAt: new Date('2020-01-01T23:59:59Z'),
        batch: 'demo-expired',
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(rechargeCards)
    .values(DEMO_RECHARGE_CARDS.map((code) => ({ code, value: toPiasters(100), batch: 'demo' })))
    .onConflictDoNothing();

  const freeCourse = COURSES.findIndex((c) => c.payType === 'course' && c.price === 0);
  await seedStudent(db, media, must(gradeIds.get(must(GRADES[2]))), courseIds[freeCourse]);
  const staff = await seedStaff(db, teacherIds[0]);
  // A server sharing this database in this process shows the new catalogue at once.
  invalidatePublicCache(db);

  const unusedCards = await db
    .select({ code: payCards.code })
    .from(payCards)
    .where(and(inArray(payCards.code, DEMO_PAYCARDS), isNull(payCards.usedBy)));
  const unusedTopups = await db
    .select({ code: rechargeCards.code })
    .from(rechargeCards)
    .where(and(inArray(rechargeCards.code, DEMO_RECHARGE_CARDS), isNull(rechargeCards.usedBy)));
  const examCodes = await db
    .select({ code: exams.examCode })
    .from(exams)
    .where(inArray(exams.courseId, courseIds.slice(0, 2)));
  return {
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    payCards: unusedCards.map((r) => r.code).sort(),
    rechargeCards: unusedTopups.map((r) => r.code).sort(),
    examCodes: [
      DEMO_GENERAL_EXAM_CODE,
      ...DEMO_EXTRA_EXAMS.map((e) => e.examCode),
      ...examCodes.map((r) => r.code),
    ],
    staff,
  };
}

const ROLE_LABELS = { admin: 'admin', assistant: 'assistant', teacher: 'teacher' } as const;

/** The staff logins as printed with the student's (seed and the demo server's start). */
export function staffLoginLines(staff: readonly DemoStaff[]): string[] {
  return staff.map((s) => `  demo ${ROLE_LABELS[s.role]}: ${s.email} / ${s.password}  (/staff)`);
}

export function printSeedResult(r: SeedResult, log: (line: string) => void = console.log) {
  log(`  demo student: ${r.email} / ${r.password} (wallet recharged with 500 EGP once)`);
  for (const line of staffLoginLines(r.staff)) log(line);
  log(`  pay-cards (course or lecture): ${r.payCards.join(', ') || 'all used'}`);
  log(`  recharge cards (100 EGP): ${r.rechargeCards.join(', ') || 'all used'}`);
  log(`  exam codes: ${r.examCodes.join(', ')}`);
}

async function main() {
  const { loadConfig } = await import('../config');
  const config = loadConfig();
  const demo = process.argv.includes('--demo');
  if (demo && config.production) {
    console.error('pnpm seed --demo refuses NODE_ENV=production: demo accounts and cards can spend.');
    process.exit(2);
  }
  const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (!demo) {
      await seedBase(handle.db);
      console.log('\n  grades and categories are in place (demo data: pnpm seed --demo)\n');
      return;
    }
    const result = await seedDemo(handle.db, { uploadsDir: join(config.dataDir, 'uploads') });
    console.log('\n  demo data is in place');
    printSeedResult(result);
    console.log('');
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    if (err?.name === 'DataDirLockedError') {
      console.error(
        `The data directory is used by a running api (pid ${err.pid}); stop it first or set DATA_DIR.`,
      );
    } else {
      console.error(err);
    }
    process.exit(1);
  });
}
