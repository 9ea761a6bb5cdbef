import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/index';
import {
  attachments,
  categories,
  courseCategories,
  courseGrades,
  courses,
  courseTeachers,
  exams,
  grades,
  lectures,
  teachers,
  videos,
} from '../db/schema/index';
import { toPiasters } from '../domain/ledger/money';
import { COURSES, type DemoCourse, GRADES, TEACHERS } from './seed-data';
import { seedExamQuestions } from './seed-exam-questions';
import { type MediaWriter, must } from './seed-media';

// The questions moved to their own module with their data; seed.ts still imports them from here.
export { seedExamQuestions };

export async function idsByName(db: Db, table: 'grades' | 'categories', names: string[]) {
  const t = table === 'grades' ? grades : categories;
  await db
    .insert(t)
    .values(names.map((name, i) => ({ name, position: i + 1 })))
    .onConflictDoNothing();
  const rows = await db.select({ id: t.id, name: t.name }).from(t).where(inArray(t.name, names));
  return new Map(rows.map((r) => [r.name, r.id]));
}

export async function seedTeachers(db: Db, media: MediaWriter): Promise<number[]> {
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
        banner: media.banner(`teacher-${i + 1}-banner.svg`, t.name, i + 3, 1200, 300, false),
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
    ids.push(must(row).id);
  }
  return ids;
}

export async function seedCourse(
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
  const courseId = must(course).id;
  await db
    .insert(courseGrades)
    .values(c.grades.map((g) => ({ courseId, gradeId: must(refs.grades.get(must(GRADES[g - 1]))) })));
  await db.insert(courseCategories).values({ courseId, categoryId: must(refs.categories.get(c.category)) });
  await db.insert(courseTeachers).values({ courseId, teacherId: must(refs.teachers[c.teacher]) });

  const video = media.video();
  const exercises = media.video(index + 1);
  for (const [li, name] of c.lectures.entries()) {
    const paidLecture = c.payType === 'lectures' ? toPiasters(c.lecturePrice ?? 0) : 0;
    const [lecture] = await db
      .insert(lectures)
      .values({
        courseId,
        name,
        description: `المحاضرة ${li + 1} من «${c.name}»: شرح ${name} مع أمثلة محلولة وتدريبات.`,
        imageUrl: media.cover(
          `course-${index + 1}-lecture-${li + 1}.svg`,
          name,
          `المحاضرة ${li + 1}`,
          index + li + 1,
        ),
        // The first lecture of every course is a free preview.
        price: li === 0 ? 0 : paidLecture,
        preview: li === 0,
        expiryDays: c.payType === 'lectures' && li > 0 ? 30 : null,
        repurchasable: c.payType === 'lectures' && li > 0,
        repurchasePrice: c.payType === 'lectures' && li > 0 ? Math.round(paidLecture / 2) : null,
        position: li + 1,
      })
      .returning({ id: lectures.id });
    const lectureId = must(lecture).id;
    await db.insert(videos).values([
      {
        lectureId,
        name: `شرح ${name}`,
        url: video,
        durationSeconds: 3,
        viewsLimit: li === 0 ? null : 3,
        attendanceRequired: true,
        position: 1,
      },
      {
        lectureId,
        name: `حل تمارين ${name}`,
        url: exercises,
        durationSeconds: 3,
        viewsLimit: li === 0 ? null : 5,
        attendanceChipText: 'إضافي',
        position: 3,
      },
    ]);
    if (li < 2) {
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
      await seedExamQuestions(db, must(exam).id, name);
    }
    const pdf = media.note(`course-${index + 1}-lecture-${li + 1}.pdf`, `Lecture ${li + 1} notes`);
    await db.insert(attachments).values({
      name: `ملزمة ${name}`,
      url: pdf.url,
      size: pdf.size,
      extension: 'pdf',
      courseId,
      lectureId,
      position: li + 1,
    });
  }
  return courseId;
}
