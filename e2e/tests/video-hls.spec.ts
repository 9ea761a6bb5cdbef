import { apiGet, readyStudent } from '../support/api';
import { allCourses } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { expectHlsPlays } from '../support/lectures';
import { signInWithToken } from '../support/ui';

const SEGMENT = /\/v1\/media\/hls\/\d+\/\d+p\/seg_\d+\.ts\?u=\d+&e=\d+&s=[\w-]{43}$/;

// Issue 33 (decision 0046): a student plays a demo video as adaptive HLS (the demo seed's videos
// went through the transcoding pipeline): it plays, hls.js found several renditions, the student's
// watermark lies over the picture; a segment link copied into another student's session fails.
test('a student plays a demo video as signed adaptive HLS; a copied segment link fails for another', async ({
  page,
  request,
}) => {
  const me = await readyStudent(request, 'hls-a');
  const other = await readyStudent(request, 'hls-b');
  const free = (await allCourses(request, me.token!)).find((c) => c.free && c.pay_type === 'course');
  expect(free, 'the demo has a free course').toBeDefined();
  const join = await request.post(`/v1/courses/${free!.id}/purchase`, {
    headers: { Authorization: `Bearer ${me.token}` },
    data: {},
  });
  expect(join.status(), await join.text()).toBe(200);
  const { lectures } = (await apiGet(request, `/v1/courses/${free!.id}`, me.token!)).data;
  let found: { lecture: { id: number; name: string }; video: { id: number; name: string } } | undefined;
  for (const lecture of lectures) {
    const contents = await apiGet(request, `/v1/lectures/${lecture.id}/contents`, me.token!);
    const video = contents.videos?.find(
      (v: { views_limit: number | null; counted_views: number }) =>
        v.views_limit === null || v.views_limit > v.counted_views,
    );
    if (video) {
      found = { lecture, video };
      break;
    }
  }
  expect(found, 'a free lecture with a video').toBeDefined();
  const { lecture, video } = found!;

  const segment = page.waitForRequest((r) => SEGMENT.test(r.url()));
  await signInWithToken(page, me.token!, `/courses/${free!.id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: `فتح ${lecture.name}` })
    .click();
  const contents = page.getByRole('dialog', { name: `محتوى ${lecture.name}` });
  await contents.getByRole('button', { name: `تشغيل ${video.name}` }).click();
  const dialog = page.getByRole('dialog', { name: video.name });
  const frame = dialog.getByRole('region', { name: 'مشغل الفيديو' });
  await expectHlsPlays(frame);
  // The student's name over the picture.
  await expect(frame.getByText(me.name, { exact: false })).toBeVisible();
  // The quality menu lists تلقائي and each rendition.
  await dialog.getByRole('button', { name: /^الجودة: / }).click();
  await expect(page.getByRole('menuitem', { name: /^تلقائي/ })).toBeVisible();
  expect(await page.getByRole('menuitem', { name: /^\d+p$/ }).count()).toBeGreaterThan(1);
  await page.keyboard.press('Escape');

  // A segment link the player fetched: it works by its signature alone (native HLS sends no
  // header), and not in another student's session.
  const url = (await segment).url();
  expect((await request.get(url)).status()).toBe(200);
  const copied = await request.get(url, { headers: { Authorization: `Bearer ${other.token}` } });
  expect(copied.status()).toBe(403);
  expect((await copied.json()).error).toBe('MEDIA_LINK_INVALID');
  // Nor with its expiry moved on.
  const moved = url.replace(/e=(\d+)/, (_m, e) => `e=${Number(e) + 600}`);
  expect((await request.get(moved)).status()).toBe(403);
});
