// Video from the teacher's browser to the student's player (issue 33, decisions 0045-0046): the
// demo teacher adds a lecture and a video, uploads a clip on the video page (tus, resumable), waits
// for the transcoding to be ready and publishes; a student buys the lecture and plays it as
// adaptive HLS with more than one rendition and their name over the picture.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiGet, loginViaApi, readyStudent } from '../support/api';
import { lessonClip } from '../support/ffmpeg';
import { expect, test } from '../support/fixtures';
import { buyLectureWithDeskCash, expectHlsPlays } from '../support/lectures';
import { signInWithToken } from '../support/ui';

const TEACHER = { email: 'teacher@example.com', password: 'demo-teacher-2026' };
// Transcoding is CPU-bound and waits its turn behind any other job of the server.
test.describe.configure({ timeout: 300_000 });

test('a teacher uploads a clip in the browser, it is transcoded and published, and a student plays it', async ({
  page,
  request,
}) => {
  const clip = lessonClip(mkdtempSync(join(tmpdir(), 'e2e-clip-')));
  const teacher = await loginViaApi(request, TEACHER.email, TEACHER.password);
  const me = (await apiGet(request, '/v1/staff/me', teacher)).data;
  const { courses } = await apiGet(request, `/v1/teachers/${me.teacher.id}`);
  const course = courses.find((c: { pay_type: string }) => c.pay_type === 'lectures');
  const stamp = Date.now().toString(36);
  const name = `محاضرة الفيديو ${stamp}`;
  const videoName = `شرح مرفوع ${stamp}`;

  await signInWithToken(page, teacher, `/staff/courses/${course.id}/lectures`);
  const add = page.getByRole('form', { name: 'محاضرة جديدة' });
  await expect(add).toBeVisible({ timeout: 20_000 });
  await add.getByRole('textbox', { name: 'اسم المحاضرة' }).fill(name);
  await add.getByRole('textbox', { name: 'السعر (جنيه)' }).fill('5');
  await add.getByRole('button', { name: 'إضافة' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `تعديل ${name}` })).toBeVisible({
    timeout: 20_000,
  });

  await page.getByRole('textbox', { name: 'اسم الفيديو' }).fill(videoName);
  await page.getByRole('button', { name: 'إضافة الفيديو' }).click();
  await page
    .getByRole('link', { name: `رفع ملف ${videoName} وإعداده` })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `وسائط الفيديو: ${videoName}` })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel('ملف الفيديو').setInputFiles(clip);
  await page.getByRole('button', { name: 'ابدأ الرفع' }).click();
  await expect(page.getByText('اكتمل الرفع، وسيبدأ التحويل.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('جاهز للعرض')).toBeVisible({ timeout: 240_000 });

  await page.getByRole('link', { name: 'العودة إلى المحاضرة' }).click();
  await page.getByRole('button', { name: `نشر ${name}` }).click();
  await expect(page.getByRole('button', { name: `إخفاء ${name}` })).toBeVisible();

  // The student: 5 pounds in cash at the desk, the lecture bought with the wallet.
  const student = await readyStudent(request, 'video-upload');
  await buyLectureWithDeskCash(request, student, course.id, name);

  await page.evaluate(() => localStorage.clear());
  await signInWithToken(page, student.token!, `/courses/${course.id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: `فتح ${name}` })
    .click();
  await page
    .getByRole('dialog', { name: `محتوى ${name}` })
    .getByRole('button', { name: `تشغيل ${videoName}` })
    .click();
  const frame = page.getByRole('dialog', { name: videoName }).getByRole('region', { name: 'مشغل الفيديو' });
  // The 360p source gave a ladder of two: hls.js reads both from the master playlist.
  await expectHlsPlays(frame);
  await expect(frame.getByText(student.name, { exact: false })).toBeVisible();
});
