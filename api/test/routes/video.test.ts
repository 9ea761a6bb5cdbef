import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { decryptVideoUrl } from '@app/shared-contracts/video-cipher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, videos } from '../../src/db/schema/index';
import { MEDIA_LINK_TTL_SECONDS } from '../../src/lib/media-link';
import { makeCourse, makeLecture } from '../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, signUp } from '../support/fixtures';

const CLIP = join(import.meta.dirname, '..', '..', 'src', 'assets', 'demo', 'lesson.mp4');

describe('video routes', () => {
  let t: TestApp;
  let gradeId: number;
  let lectureId: number;
  let courseId: number;

  beforeAll(async () => {
    t = await createTestApp();
    gradeId = (await seedBasics(t.db)).gradeIds[0]!;
    const media = join(t.config.dataDir, 'media');
    mkdirSync(media, { recursive: true });
    copyFileSync(CLIP, join(media, 'lesson.mp4'));
    const course = await makeCourse(t.db, { payType: 'course', price: 0 });
    courseId = course.id;
    lectureId = (await makeLecture(t.db, course.id)).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const owner = async () => {
    const s = await signUp(t.app, t.db, gradeId);
    await t.db.insert(enrolments).values({ userId: s.user.id, courseId, kind: 'free' });
    return { token: s.token, id: s.user.id };
  };
  const makeVideo = async (viewsLimit: number | null) => {
    const [v] = await t.db
      .insert(videos)
      .values({ lectureId, name: 'v', url: 'media/lesson.mp4', viewsLimit })
      .returning();
    return v!.id;
  };
  const play = (videoId: number, token: string) =>
    t.app.inject({ method: 'GET', url: `/v1/video/apps/${videoId}`, headers: bearer(token) });

  it('answers an encrypted signed link that serves the file with ranges, and counts one view', async () => {
    const me = await owner();
    const id = await makeVideo(3);
    const res = await play(id, me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ lc: null, watermark_id: String(me.id) });
    const url = await decryptVideoUrl(body.u);
    expect(url).toMatch(new RegExp(`^/v1/media/videos/${id}\\?u=${me.id}&e=\\d+&s=[\\w-]{43}$`));
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toContain('video/mp4');
    const size = whole.rawPayload.length;
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
    const past = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${size + 10}-` } });
    expect(past.statusCode).toBe(416);
    // Range requests did not count: one view.
    const contents = await t.app.inject({
      method: 'GET',
      url: `/v1/lectures/${lectureId}/contents`,
      headers: bearer(me.token),
    });
    expect(contents.json().videos.find((v: { id: number }) => v.id === id).counted_views).toBe(1);
  });

  it('refuses tampered, other-user and expired links', async () => {
    const me = await owner();
    const id = await makeVideo(null);
    const url = await decryptVideoUrl((await play(id, me.token)).json().u);
    const tampered = [
      url.replace(`u=${me.id}`, `u=${me.id + 1}`),
      url.replace(`/videos/${id}`, `/videos/${id + 1}`),
      // a different first character, whatever the signature starts with
      url.replace(/s=(.)(.*)$/, (_m, first, rest) => `s=${first === 'A' ? 'B' : 'A'}${rest}`),
      url.replace(/e=(\d+)/, (_m, e) => `e=${Number(e) + 1}`),
      url.replace(/&s=.*$/, ''),
    ];
    for (const bad of tampered) {
      const res = await t.app.inject({ method: 'GET', url: bad });
      expect([bad, res.statusCode]).toEqual([bad, expect.any(Number)]);
      expect(res.statusCode === 403 || res.statusCode === 422 || res.statusCode === 404, bad).toBe(true);
      expect(res.headers['content-type']).toContain('application/json');
    }
    const { signMediaLink } = await import('../../src/lib/media-link');
    const old = signMediaLink(
      t.config.appSecret,
      id,
      me.id,
      Date.now() - (MEDIA_LINK_TTL_SECONDS + 1) * 1000,
    );
    const expired = await t.app.inject({ method: 'GET', url: old });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error).toBe('MEDIA_LINK_INVALID');
    // A stored url that climbs out of its folder is never served, even through a valid link.
    const [climbing] = await t.db
      .insert(videos)
      .values({ lectureId, name: 'x', url: '/uploads/../../app-secret' })
      .returning();
    const out = await t.app.inject({
      method: 'GET',
      url: signMediaLink(t.config.appSecret, climbing!.id, me.id),
    });
    expect(out.statusCode).toBe(404);
  });

  it('holds the views limit under parallel plays and refuses at the limit with no link', async () => {
    const me = await owner();
    const id = await makeVideo(2);
    const answers = await Promise.all(Array.from({ length: 8 }, () => play(id, me.token)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(6);
    expect(refused[0]!.json()).toMatchObject({ error: 'VIEWS_LIMIT_EXCEEDED' });
    expect(refused[0]!.json().u).toBeUndefined();
  });

  it('resumes where the student stopped: the position is saved on their own row only', async () => {
    const me = await owner();
    const id = await makeVideo(null);
    const put = (seconds: unknown, token = me.token, videoId = id) =>
      t.app.inject({
        method: 'PUT',
        url: `/v1/video/apps/${videoId}/position`,
        headers: bearer(token),
        payload: { seconds },
      });
    // No viewing yet: nothing to save on.
    expect((await put(2)).statusCode).toBe(404);
    expect((await play(id, me.token)).json().position).toBe(0);
    expect((await put(2)).statusCode).toBe(204);
    expect((await play(id, me.token)).json().position).toBe(2);
    for (const bad of [-1, 1.5, '2', 86_401, null])
      expect((await put(bad)).statusCode, String(bad)).toBe(422);
    const other = await owner();
    expect((await put(1, other.token)).statusCode).toBe(404);
    expect((await play(id, me.token)).json().position).toBe(2);
  });

  it('refuses guests, strangers to the lecture and unknown videos', async () => {
    const me = await owner();
    const id = await makeVideo(null);
    expect((await t.app.inject({ method: 'GET', url: `/v1/video/apps/${id}` })).statusCode).toBe(401);
    const stranger = await signUp(t.app, t.db, gradeId);
    const paid = await makeCourse(t.db, { payType: 'course', price: 5_000 });
    const [other] = await t.db
      .insert(videos)
      .values({ lectureId: (await makeLecture(t.db, paid.id)).id, name: 'x', url: 'media/lesson.mp4' })
      .returning();
    const res = await play(other!.id, stranger.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'LECTURE_NOT_PURCHASED', course_id: paid.id });
    expect((await play(999_999, me.token)).statusCode).toBe(404);
    expect((await play(0, me.token)).statusCode).toBe(404);
  });

  it('continue where you stopped: the video of the course touched last, with its position', async () => {
    const me = await owner();
    const cont = (token = me.token) =>
      t.app.inject({ method: 'GET', url: `/v1/courses/${courseId}/continue`, headers: bearer(token) });
    // Nothing watched yet.
    expect((await cont()).json()).toEqual({ data: null });
    const first = await makeVideo(null);
    const second = await makeVideo(null);
    const put = (id: number, seconds: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/v1/video/apps/${id}/position`,
        headers: bearer(me.token),
        payload: { seconds },
      });
    await play(first, me.token);
    await play(second, me.token);
    // Opened but not watched: not a place to continue from.
    expect((await cont()).json()).toEqual({ data: null });
    expect((await put(second, 40)).statusCode).toBe(204);
    expect((await put(first, 75)).statusCode).toBe(204);
    expect((await cont()).json().data).toMatchObject({
      video_id: first,
      lecture_id: lectureId,
      position: 75,
    });
    // Another student's viewing is theirs only; a guest is 401.
    const other = await owner();
    expect((await cont(other.token)).json()).toEqual({ data: null });
    const guest = await t.app.inject({ method: 'GET', url: `/v1/courses/${courseId}/continue` });
    expect(guest.statusCode).toBe(401);
  });
});
