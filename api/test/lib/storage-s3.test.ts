import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decryptVideoUrl } from '@app/shared-contracts/video-cipher';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../src/cli/ops-commands';
import { attachments, enrolments, grades, videos } from '../../src/db/schema/index';
import { storePrivateNote } from '../../src/lib/note-files';
import { type S3Config, s3Storage } from '../../src/lib/storage';
import { sniffImage } from '../../src/lib/uploads';
import { makeCourse, makeLecture } from '../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, signUp } from '../support/fixtures';
import { multipart, PNG_1X1 } from '../support/multipart';
import { opsContextOf } from '../support/ops';

// STORAGE=s3 against s3rver (an S3-protocol server from the registry) on loopback: a file uploaded
// through one instance is read through another that has none of it on its disk.
describe('uploads in an S3-compatible bucket', () => {
  let server: S3rver;
  let dir = '';
  let a: TestApp;
  let b: TestApp;
  let s3: S3Config;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 's3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'lms-test', configs: [] }],
    });
    const { port } = await server.run();
    s3 = {
      bucket: 'lms-test',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      urlSeconds: 60,
    };
    a = await createTestApp({ s3 });
    b = await createTestApp({ s3 });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = (token: string) => {
    const form = multipart('avatar', { name: 'me.png', type: 'image/png', data: PNG_1X1 });
    return a.app.inject({
      method: 'POST',
      url: '/v1/profile/avatar',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.body,
    });
  };

  const readThroughB = async (path: string) => {
    const res = await b.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(302);
    const signed = String(res.headers.location);
    expect(signed).toContain('X-Amz-Signature=');
    return fetch(signed);
  };

  it('stores an avatar in the bucket, not on the disk, and another instance serves it', async () => {
    const [gradeId] = (await seedBasics(a.db)).gradeIds;
    const s = await signUp(a.app, a.db, gradeId as number);
    const res = await upload(s.token);
    expect(res.statusCode).toBe(200);
    const avatar = res.json().user.avatar as string;
    expect(avatar).toMatch(/^\/uploads\/avatars\/[\w-]+\.png$/);
    expect(readdirSync(join(a.config.dataDir, 'uploads'))).toEqual([]);
    const file = await readThroughB(avatar);
    expect(file.status).toBe(200);
    expect((await sniffImage(Buffer.from(await file.arrayBuffer())))?.mime).toBe('image/png');

    // A new avatar removes the old object.
    const again = await upload(s.token);
    expect(again.statusCode).toBe(200);
    expect((await readThroughB(avatar)).status).toBe(404);
  });

  it('a note added with pnpm ops goes to the bucket and downloads through the api', async () => {
    const saved = process.env.DATA_DIR;
    process.env.DATA_DIR = a.config.dataDir;
    try {
      const file = join(import.meta.dirname, '../../src/assets/demo/review-questions.docx');
      const out = { log: () => {}, error: () => {} };
      expect(
        await runOps(['add-note', '--name', 'ملزمة في السحابة', '--file', file], await opsContextOf(a), out),
      ).toBe(0);
    } finally {
      process.env.DATA_DIR = saved;
    }
    expect(readdirSync(join(a.config.dataDir, 'uploads'))).not.toContain('notes');
    const list = (await a.app.inject({ method: 'GET', url: '/v1/attachments' })).json();
    const note = list.data.find((n: { name: string }) => n.name === 'ملزمة في السحابة');
    const res = await a.app.inject({ method: 'GET', url: note.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('wordprocessingml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('a video in the bucket plays through a signed link, with ranges', async () => {
    const clip = readFileSync(join(import.meta.dirname, '../../src/assets/demo/lesson.mp4'));
    await s3Storage(s3).put('media/bucket-lesson.mp4', clip, 'video/mp4');
    const [gradeId] = (await seedBasics(b.db)).gradeIds;
    const s = await signUp(b.app, b.db, gradeId as number);
    const course = await makeCourse(b.db, { payType: 'course', price: 0 });
    await b.db.insert(enrolments).values({ userId: s.user.id, courseId: course.id, kind: 'free' });
    const lecture = await makeLecture(b.db, course.id);
    const [video] = await b.db
      .insert(videos)
      .values({ lectureId: lecture.id, name: 'v', url: 'media/bucket-lesson.mp4', viewsLimit: null })
      .returning();
    const play = await b.app.inject({
      method: 'GET',
      url: `/v1/video/apps/${video?.id}`,
      headers: bearer(s.token),
    });
    expect(play.statusCode).toBe(200);
    const media = await b.app.inject({ method: 'GET', url: await decryptVideoUrl(play.json().u) });
    expect(media.statusCode).toBe(302);
    const part = await fetch(String(media.headers.location), { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(clip.subarray(0, 100));
  });

  it('a lecture note goes to the private part of the bucket and downloads through its signed link', async () => {
    // The first test seeded a's grades.
    const [grade] = await a.db.select({ id: grades.id }).from(grades).limit(1);
    const s = await signUp(a.app, a.db, grade!.id);
    const course = await makeCourse(a.db, { payType: 'course', price: 0 });
    await a.db.insert(enrolments).values({ userId: s.user.id, courseId: course.id, kind: 'free' });
    const lecture = await makeLecture(a.db, course.id);
    const url = await storePrivateNote(a.config.dataDir, 'pdf', Buffer.from('%PDF-1.4 bucket'));
    expect(url).toMatch(/^private\/notes\/[\w-]+\.pdf$/);
    // Not on this disk (private/ itself may exist: it holds the tus upload parts, decision 0045).
    expect(existsSync(join(a.config.dataDir, 'private', 'notes'))).toBe(false);
    expect(await s3Storage(s3).get(url)).toEqual(Buffer.from('%PDF-1.4 bucket'));
    await a.db.insert(attachments).values({ lectureId: lecture.id, name: 'ملزمة', url, extension: 'pdf' });
    const contents = await a.app.inject({
      method: 'GET',
      url: `/v1/lectures/${lecture.id}/contents`,
      headers: bearer(s.token),
    });
    const link = contents.json().attachments[0].url as string;
    expect(link).toMatch(/^\/v1\/media\/attachments\/\d+\?/);
    const res = await a.app.inject({ method: 'GET', url: link });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('%PDF-1.4 bucket');
    // No public path reaches it: /uploads/* signs only keys under uploads/.
    const name = url.slice(url.lastIndexOf('/') + 1);
    const climb = await b.app.inject({ method: 'GET', url: `/uploads/..%2Fprivate%2Fnotes%2F${name}` });
    expect(climb.statusCode).toBe(404);
  });

  it('refuses a path that climbs out of uploads', async () => {
    const res = await b.app.inject({ method: 'GET', url: '/uploads/..%2Fprivate%2Freceipts%2Fx.png' });
    expect(res.statusCode).toBe(404);
  });
});
