import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { repoRoot } from '../config';
import { createDb, type Db } from '../db/index';
import {
  answers,
  attachments,
  bankCategories,
  bankQuestions,
  categories,
  courseCategories,
  courseGrades,
  courses,
  courseTeachers,
  enrolments,
  exams,
  grades,
  honorPanel,
  lectures,
  payCards,
  questions,
  rechargeCards,
  settings,
  teachers,
  users,
  videos,
} from '../db/schema/index';
import { joinCourse } from '../domain/access/index';
import { credit } from '../domain/ledger/index';
import { toPiasters } from '../domain/ledger/money';
import { DEFAULT_SETTINGS, type StoredSettings, updateSettings } from '../domain/settings/index';
import { hashPassword } from '../lib/crypto';
import { createMediaWriter, type MediaWriter } from './seed-media';
import { BANK_TREE, CATEGORIES, COURSES, type DemoCourse, GRADES, HONOR_PANEL, TEACHERS } from './seed-data';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo-student-2026';
/** Printed by the seed; fixed so the e2e suite and a person trying the demo can use them. */
export const DEMO_PAYCARDS = ['DEMOCARD0001', 'DEMOCARD0002', 'DEMOCARD0003', 'DEMOCARD0004', 'DEMOCARD0005'];
export const DEMO_RECHARGE_CARDS = ['DEMOTOPUP001', 'DEMOTOPUP002', 'DEMOTOPUP003'];
export const DEMO_GENERAL_EXAM_CODE = 'DEMO2026';

export interface SeedResult {
  email: string;
  password: string;
  payCards: string[];
  rechargeCards: string[];
  examCodes: string[];
}

export interface SeedOptions {
  /** Where /uploads is served from (default DATA_DIR/uploads, DATA_DIR as the api resolves it). */
  uploadsDir?: string;
}

function defaultUploadsDir(): string {
  const dataDir = process.env.DATA_DIR || './data';
  return join(isAbsolute(dataDir) ? dataDir : resolve(repoRoot, dataDir), 'uploads');
}

async function idsByName(db: Db, table: 'grades' | 'categories', names: string[]) {
  const t = table === 'grades' ? grades : categories;
  await db
    .insert(t)
    .values(names.map((name, i) => ({ name, position: i + 1 })))
    .onConflictDoNothing();
  const rows = await db.select({ id: t.id, name: t.name }).from(t).where(inArray(t.name, names));
  return new Map(rows.map((r) => [r.name, r.id]));
}

async function seedTeachers(db: Db, media: MediaWriter): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, t] of TEACHERS.entries()) {
    const [found] = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.name, t.name));
    if (found) {
      ids.push(found.id);
      continue;
    }
    const [row] = await db
      .insert(teachers)
      .values({
        name: t.name,
        bio: t.bio,
        avatar: media.avatar(`teacher-${i + 1}.svg`, t.name, i),
        banner: media.banner(`teacher-${i + 1}-banner.svg`, t.name, i + 3, 1200, 300),
        phone: t.phone ?? null,
        email: t.email ?? null,
        whatsappUrl: t.whatsapp_url ?? null,
        facebookUrl: t.facebook_url ?? null,
        messengerUrl: t.messenger_url ?? null,
        twitterUrl: t.twitter_url ?? null,
        youtubeUrl: t.youtube_url ?? null,
        telegramUrl: t.telegram_url ?? null,
        position: i + 1,
      })
      .returning({ id: teachers.id });
    ids.push(row!.id);
  }
  return ids;
}

/** Three questions, one of each type, for an exam of a lecture. */
async function seedExamQuestions(db: Db, examId: number, topic: string) {
  const [q1] = await db
    .insert(questions)
    .values({ examId, type: 'choices', text: `أي العبارات التالية صحيحة عن «${topic}»؟`, mark: 2, position: 1, answerExplainText: 'راجع الجزء الأول من المحاضرة.' })
    .returning();
  await db.insert(answers).values([
    { questionId: q1!.id, text: 'العبارة الأولى وهي الصحيحة', correct: true, position: 1 },
    { questionId: q1!.id, text: 'العبارة الثانية', position: 2 },
    { questionId: q1!.id, text: 'العبارة الثالثة', position: 3 },
    { questionId: q1!.id, text: 'لا شيء مما سبق', position: 4 },
  ]);
  const [q2] = await db
    .insert(questions)
    .values({ examId, type: 'truefalse', text: `«${topic}» جزء من المنهج المقرر هذا العام.`, mark: 1, position: 2 })
    .returning();
  await db.insert(answers).values([
    { questionId: q2!.id, text: 'صح', correct: true, position: 1 },
    { questionId: q2!.id, text: 'خطأ', position: 2 },
  ]);
  await db.insert(questions).values({
    examId,
    type: 'essay',
    text: `اشرح بأسلوبك أهم ما تعلمته في «${topic}» في ثلاثة أسطر.`,
    mark: 3,
    position: 3,
    answerExplainText: 'إجابة نموذجية: تعريف المفهوم، ثم مثال، ثم تطبيق.',
  });
}

let examSeq = 0;

async function seedCourse(
  db: Db,
  media: MediaWriter,
  c: DemoCourse,
  index: number,
  refs: { grades: Map<string, number>; categories: Map<string, number>; teachers: number[] },
): Promise<number> {
  const [found] = await db.select({ id: courses.id }).from(courses).where(eq(courses.name, c.name));
  if (found) return found.id;
  const teacherName = TEACHERS[c.teacher]?.name ?? '';
  const [course] = await db
    .insert(courses)
    .values({
      name: c.name,
      description: c.description,
      imageUrl: media.cover(`course-${index + 1}.svg`, c.name.split(' - ')[0] ?? c.name, teacherName, index),
      payType: c.payType,
      price: toPiasters(c.price),
      featured: c.featured ?? false,
      showPreview: c.showPreview ?? false,
      maxStudents: c.maxStudents ?? null,
      position: index + 1,
      // Newest first in the catalogue: the first demo course is the latest.
      createdAt: new Date(Date.UTC(2026, 8, 1) + (COURSES.length - index) * 86_400_000),
    })
    .returning({ id: courses.id });
  const courseId = course!.id;
  await db.insert(courseGrades).values(c.grades.map((g) => ({ courseId, gradeId: refs.grades.get(GRADES[g - 1]!)! })));
  await db.insert(courseCategories).values({ courseId, categoryId: refs.categories.get(c.category)! });
  await db.insert(courseTeachers).values({ courseId, teacherId: refs.teachers[c.teacher]! });

  const video = media.video();
  for (const [li, name] of c.lectures.entries()) {
    const paidLecture = c.payType === 'lectures' ? toPiasters(c.lecturePrice ?? 0) : 0;
    const [lecture] = await db
      .insert(lectures)
      .values({
        courseId,
        name,
        description: `المحاضرة ${li + 1} من «${c.name}»: شرح ${name} مع أمثلة محلولة وتدريبات.`,
        imageUrl: media.cover(`course-${index + 1}-lecture-${li + 1}.svg`, name, `المحاضرة ${li + 1}`, index + li + 1),
        // The first lecture of every course is a free preview.
        price: li === 0 ? 0 : paidLecture,
        preview: li === 0,
        expiryDays: c.payType === 'lectures' && li > 0 ? 30 : null,
        repurchasable: c.payType === 'lectures' && li > 0,
        repurchasePrice: c.payType === 'lectures' && li > 0 ? Math.round(paidLecture / 2) : null,
        position: li + 1,
      })
      .returning({ id: lectures.id });
    const lectureId = lecture!.id;
    await db.insert(videos).values([
      { lectureId, name: `شرح ${name}`, url: video, durationSeconds: 3, viewsLimit: li === 0 ? null : 3, attendanceRequired: true, position: 1 },
      { lectureId, name: `حل تمارين ${name}`, url: video, durationSeconds: 3, viewsLimit: li === 0 ? null : 5, attendanceChipText: 'إضافي', position: 3 },
    ]);
    if (li < 2) {
      examSeq += 1;
      const [exam] = await db
        .insert(exams)
        .values({
          lectureId,
          courseId,
          kind: li === 0 ? 'exam' : 'homework',
          name: li === 0 ? `اختبار: ${name}` : `واجب: ${name}`,
          description: 'اقرأ كل سؤال جيداً قبل الإجابة. لا يمكن الرجوع بعد التسليم.',
          duration: li === 0 ? 15 : null,
          examCode: `EX${String(1000 + courseId * 10 + li)}`,
          mustTake: li === 0,
          shuffledAnswers: true,
          enableImagesAnswers: li === 1,
          position: 2,
        })
        .returning({ id: exams.id });
      await seedExamQuestions(db, exam!.id, name);
    }
    const pdf = media.pdf(`course-${index + 1}-lecture-${li + 1}.pdf`, `Lecture ${li + 1} notes`);
    await db.insert(attachments).values({ name: `ملزمة ${name}`, url: pdf.url, size: pdf.size, extension: 'pdf', courseId, lectureId, position: li + 1 });
  }
  return courseId;
}

async function seedBank(db: Db, teacherIds: number[]) {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(bankCategories);
  if (Number(n) > 0) return;
  for (const [i, root] of BANK_TREE.entries()) {
    const [parent] = await db.insert(bankCategories).values({ name: root.name, position: i + 1 }).returning({ id: bankCategories.id });
    for (const [j, child] of root.children.entries()) {
      const [folder] = await db
        .insert(bankCategories)
        .values({ name: child.name, parentCategoryId: parent!.id, position: j + 1, type: 'teacher', teacherId: teacherIds[i] ?? null })
        .returning({ id: bankCategories.id });
      for (const q of child.questions) {
        await db.insert(bankQuestions).values({
          categoryId: folder!.id,
          text: q.text,
          pageNumber: q.page,
          questionNumber: q.number,
          answered: q.answer !== null,
          answerText: q.answer,
          teacherId: teacherIds[i] ?? null,
          answeredAt: q.answer ? new Date() : null,
        });
      }
    }
  }
}

/** Only settings that staff (or an earlier seed) have not stored yet are written. */
async function seedSettings(db: Db, media: MediaWriter) {
  const stored = new Set((await db.select({ key: settings.key }).from(settings)).map((r) => r.key));
  const wanted: Partial<StoredSettings> = {
    enable_wallet_system: true,
    enable_gen_exm: true,
    teachers_page: true,
    enable_wallet_transfers: true,
    email_verification: true,
    transfer_fees: 0,
    contact_phone: '01000000000',
    contact_email: 'support@example.com',
    welcome_msg: 'أهلاً بك في منصتك التعليمية! ابدأ بمشاهدة المحاضرات المجانية ثم اختر دورتك.',
    general_announcement: 'مرحباً بكم في النسخة التجريبية من المنصة. جرّب الشراء بالمحفظة أو ببطاقات الدفع التجريبية. للمساعدة: https://example.com/help',
    header_images: [
      { url: media.banner('header-1.svg', 'استعد لامتحانات الثانوية العامة', 0), href: null, to: '/courses' },
      { url: media.banner('header-2.svg', 'دورات مجانية لكل الصفوف', 2), href: null, to: '/courses?search=مجانية' },
      { url: media.banner('header-3.svg', 'اشحن محفظتك وابدأ التعلم', 4), href: null, to: '/wallet' },
    ],
    recharge_info: {
      ...DEFAULT_SETTINGS.recharge_info,
      min_recharge_amount: 10,
      supported_methods: ['recharge_card', 'mobile_wallets', 'paymob_card', 'fawry', 'manual_external_payments'],
      mobile_wallet_number: '01000000000',
      manual_external_payments_label: 'تحويل بنكي',
      manual_external_payments_instructions: 'حوّل مبلغ **{amount} جنيه** إلى الحساب المذكور ثم أرسل صورة الإيصال.',
      manual_external_payments_alert: 'يُراجع الطلب خلال 24 ساعة.',
    },
    youtube_url: 'https://www.youtube.com/@demo-platform',
    facebook_url: 'https://www.facebook.com/demo.platform',
    telegram_url: 'https://t.me/demo_platform',
    whatsapp_url: 'https://wa.me/201000000000',
  };
  const missing = Object.fromEntries(Object.entries(wanted).filter(([k]) => !stored.has(k)));
  await updateSettings(db, missing as Partial<StoredSettings>);
}

async function seedStudent(db: Db, media: MediaWriter, gradeId: number, freeCourseId: number | undefined) {
  const [existing] = await db.select().from(users).where(eq(users.email, DEMO_EMAIL));
  let userId = existing?.id;
  if (!userId) {
    const [row] = await db
      .insert(users)
      .values({
        name: 'طالب تجريبي',
        email: DEMO_EMAIL,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        emailVerifiedAt: new Date(),
        phone: '01012345678',
        fullPhone: '+201012345678',
        phoneCountry: 'EG',
        parentPhone: '01112345678',
        parentFullPhone: '+201112345678',
        parentPhoneCountry: 'EG',
        gradeId,
        speciality: 'science-math',
        governorate: 'القاهرة',
        area: 'مدينة نصر',
        lastYearMark: 385,
        avatar: media.avatar('demo-student.svg', 'طالب', 6),
        profileQrCode: 'DEMO-STUDENT-0001',
        centerName: 'سنتر النور التعليمي',
      })
      .returning({ id: users.id });
    userId = row!.id;
  }
  // The key makes the 500 EGP recharge happen once, however often the seed runs.
  await credit(db, { userId, amount: toPiasters(500), type: 'recharge', comment: 'رصيد تجريبي', idempotencyKey: 'seed:demo-recharge' });
  if (freeCourseId) {
    const [joined] = await db.select({ id: enrolments.id }).from(enrolments).where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, freeCourseId)));
    if (!joined) await joinCourse(db, userId, freeCourseId);
  }
  return userId;
}

/**
 * Fills the demo (ARCHITECTURE §5). Idempotent: every entity is found by its natural key
 * (name, code, e-mail) before it is created, and money moves under a fixed idempotency key.
 */
export async function seedDemo(db: Db, opts: SeedOptions = {}): Promise<SeedResult> {
  const media = createMediaWriter(opts.uploadsDir ?? defaultUploadsDir());
  const gradeIds = await idsByName(db, 'grades', GRADES);
  const categoryIds = await idsByName(db, 'categories', CATEGORIES);
  const teacherIds = await seedTeachers(db, media);
  const courseIds: number[] = [];
  for (const [i, c] of COURSES.entries()) {
    courseIds.push(await seedCourse(db, media, c, i, { grades: gradeIds, categories: categoryIds, teachers: teacherIds }));
  }

  // A general exam entered by code (enable_gen_exm), belonging to no lecture.
  const [general] = await db
    .insert(exams)
    .values({ kind: 'exam', name: 'الامتحان الشامل التجريبي', description: 'امتحان عام على منهج الفيزياء.', duration: 30, examCode: DEMO_GENERAL_EXAM_CODE, showDetailedResult: true })
    .onConflictDoNothing()
    .returning({ id: exams.id });
  if (general) await seedExamQuestions(db, general.id, 'منهج الفيزياء');

  // Notes of the attachments page (not tied to a lecture).
  for (const [i, name] of ['جدول امتحانات الثانوية العامة', 'ملخص قوانين الفيزياء', 'خريطة ذهنية للكيمياء العضوية'].entries()) {
    const [found] = await db.select({ id: attachments.id }).from(attachments).where(and(eq(attachments.name, name), isNull(attachments.lectureId)));
    if (found) continue;
    const pdf = media.pdf(`notes-${i + 1}.pdf`, `Study notes ${i + 1}`);
    await db.insert(attachments).values({ name, url: pdf.url, size: pdf.size, extension: 'pdf', public: true, position: i + 1 });
  }

  await seedBank(db, teacherIds);

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
    .insert(rechargeCards)
    .values(DEMO_RECHARGE_CARDS.map((code) => ({ code, value: toPiasters(100), batch: 'demo' })))
    .onConflictDoNothing();

  const freeCourse = COURSES.findIndex((c) => c.payType === 'course' && c.price === 0);
  await seedStudent(db, media, gradeIds.get(GRADES[2]!)!, courseIds[freeCourse]);

  const unusedCards = await db.select({ code: payCards.code }).from(payCards).where(and(inArray(payCards.code, DEMO_PAYCARDS), isNull(payCards.usedBy)));
  const unusedTopups = await db
    .select({ code: rechargeCards.code })
    .from(rechargeCards)
    .where(and(inArray(rechargeCards.code, DEMO_RECHARGE_CARDS), isNull(rechargeCards.usedBy)));
  const examCodes = await db.select({ code: exams.examCode }).from(exams).where(inArray(exams.courseId, courseIds.slice(0, 2)));
  return {
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    payCards: unusedCards.map((r) => r.code).sort(),
    rechargeCards: unusedTopups.map((r) => r.code).sort(),
    examCodes: [DEMO_GENERAL_EXAM_CODE, ...examCodes.map((r) => r.code)],
  };
}

export function printSeedResult(r: SeedResult, log: (line: string) => void = console.log) {
  log(`  demo student: ${r.email} / ${r.password} (wallet recharged with 500 EGP once)`);
  log(`  pay-cards (course or lecture): ${r.payCards.join(', ') || 'all used'}`);
  log(`  recharge cards (100 EGP): ${r.rechargeCards.join(', ') || 'all used'}`);
  log(`  exam codes: ${r.examCodes.join(', ')}`);
}

async function main() {
  const { loadConfig } = await import('../config');
  const config = loadConfig();
  const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
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
      console.error(`The data directory is used by a running api (pid ${err.pid}); stop it first or set DATA_DIR.`);
    } else {
      console.error(err);
    }
    process.exit(1);
  });
}
