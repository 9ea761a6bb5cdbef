import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, courseTeachers, videoJobs, videos } from '../../../src/db/schema/index';
import { makeSampleClip } from '../../../src/domain/videos/sample-clip';
import { insertVideoJob } from '../../../src/domain/videos/videos-repository';
import { videoWorkerOf } from '../../../src/domain/videos/worker';
import { makeCourse, makeLecture } from '../../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../../support/app';
import { bearer } from '../../support/fixtures';
import { makeStaff, type StaffMember } from '../../support/staff';

// The video pipeline over HTTP (decision 0045): tus upload and resume, hostile media, another
// person's upload, retry, a job for a deleted video. Both databases (TEST_DATABASE_URL).
let t: TestApp;
let admin: StaffMember;
let other: StaffMember;
let teacher: StaffMember;
let clip: Buffer;
const TUS = { 'tus-resumable': '1.0.0' };

async function newVideo(): Promise<number> {
  const course = await makeCourse(t.db, { payType: 'lectures', price: 0 });
  await t.db.insert(courseTeachers).values({ courseId: course.id, teacherId: teacher.teacherId! });
  const lecture = await makeLecture(t.db, course.id, {});
  const [v] = await t.db.insert(videos).values({ lectureId: lecture.id, name: 'شرح', url: '' }).returning();
  return v!.id;
}

const meta = (videoId: number) => `video_id ${Buffer.from(String(videoId)).toString('base64')}`;

async function create(who: StaffMember, videoId: number, length: number) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/staff/uploads',
    headers: {
      ...bearer(who.token),
      ...TUS,
      'upload-length': String(length),
      'upload-metadata': meta(videoId),
    },
  });
}

function patch(who: StaffMember, location: string, offset: number, bytes: Buffer) {
  return t.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...bearer(who.token),
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
}

const head = (who: StaffMember, location: string) =>
  t.app.inject({ method: 'HEAD', url: location, headers: { ...bearer(who.token), ...TUS } });

async function uploadWhole(who: StaffMember, videoId: number, bytes: Buffer) {
  const res = await create(who, videoId, bytes.length);
  expect(res.statusCode).toBe(201);
  const location = new URL(String(res.headers.location), 'http://x').pathname;
  expect((await patch(who, location, 0, bytes)).statusCode).toBe(204);
}

const media = async (who: StaffMember, id: number) =>
  t.app.inject({ method: 'GET', url: `/v1/staff/videos/${id}`, headers: bearer(who.token) });

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeStaff(t.db, 'admin');
  other = await makeStaff(t.db, 'assistant');
  teacher = await makeStaff(t.db, 'teacher');
  const file = join(t.config.dataDir, 'clip.mp4');
  await makeSampleClip(file, { seconds: 2, width: 320, height: 240, fps: 10 });
  clip = await readFile(file);
  // A shared 2-core machine may take a while to make the clip beside other test files.
}, 90_000);
afterAll(async () => {
  await t?.close();
});

describe('uploading a video with tus', () => {
  it('resumes from the offset the server has, then transcodes to ready; another person cannot resume it', async () => {
    const id = await newVideo();
    const res = await create(admin, id, clip.length);
    expect(res.statusCode).toBe(201);
    const location = new URL(String(res.headers.location), 'http://x').pathname;
    expect(location).toMatch(/^\/v1\/staff\/uploads\/[\w-]+$/);
    const half = Math.floor(clip.length / 2);
    const first = await patch(admin, location, 0, clip.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));

    // Another staff member knows the link: it looks like nothing is there.
    expect((await head(other, location)).statusCode).toBe(404);
    expect((await patch(other, location, half, clip.subarray(half))).statusCode).toBe(404);

    // The connection dropped: HEAD says where to go on.
    const resumed = await head(admin, location);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.headers['upload-offset']).toBe(String(half));
    expect((await patch(admin, location, half, clip.subarray(half))).statusCode).toBe(204);

    const queued = (await media(admin, id)).json().data;
    // The worker is woken at once: it may already be running the job.
    expect(['queued', 'processing']).toContain(queued.hls_status);
    expect(queued.has_source).toBe(true);
    await videoWorkerOf(t.db)!.drain();
    const ready = (await media(admin, id)).json().data;
    expect(ready).toMatchObject({
      hls_status: 'ready',
      hls_progress: 100,
      hls_error: null,
      duration_seconds: 2,
    });
    expect(ready.renditions.map((r: { height: number }) => r.height)).toEqual([240]);
    expect(ready.poster_url).toMatch(/^\/uploads\/posters\/.+\.jpg$/);
    const [row] = await t.db.select().from(videos).where(eq(videos.id, id));
    expect(row!.hlsPrefix).toMatch(new RegExp(`^private/hls/${id}/\\d+$`));
    expect(row!.sourceKey).toMatch(/^private\/sources\//);
    const master = await readFile(join(t.config.dataDir, row!.hlsPrefix!, 'master.m3u8'), 'utf8');
    expect(master).toContain('240p/index.m3u8');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'video.upload'), eq(auditLog.targetId, String(id))));
    expect(audit).toHaveLength(1);
  }, 120_000);

  it('a text file renamed .mp4 and a truncated mp4 end as failed with an Arabic reason; a retry tries a kept source again', async () => {
    const text = await newVideo();
    await uploadWhole(admin, text, Buffer.from('not a video at all\n'.repeat(200)));
    const failed = (await media(admin, text)).json().data;
    expect(failed.hls_status).toBe('failed');
    expect(failed.hls_error).toMatch(/[\u0600-\u06FF]/);
    expect(await t.db.select().from(videoJobs).where(eq(videoJobs.videoId, text))).toEqual([]);

    const cut = await newVideo();
    await uploadWhole(admin, cut, clip.subarray(0, Math.floor(clip.length / 3)));
    expect((await media(admin, cut)).json().data.hls_status).toBe('failed');
    // The refused file was not kept: nothing to try again.
    const nothing = await t.app.inject({
      method: 'POST',
      url: `/v1/staff/videos/${cut}/retry`,
      headers: bearer(admin.token),
    });
    expect(nothing.statusCode).toBe(404);

    // A job that failed on a kept source (a crash, a full disk) is tried again.
    const kept = await newVideo();
    await uploadWhole(admin, kept, clip);
    await videoWorkerOf(t.db)!.drain();
    await t.db.update(videos).set({ hlsStatus: 'failed' }).where(eq(videos.id, kept));
    const retry = await t.app.inject({
      method: 'POST',
      url: `/v1/staff/videos/${kept}/retry`,
      headers: bearer(admin.token),
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.hls_status).toBe('queued');
    await videoWorkerOf(t.db)!.drain();
    expect((await media(admin, kept)).json().data).toMatchObject({ hls_status: 'ready' });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'video.transcode.retry'), eq(auditLog.targetId, String(kept))));
    expect(audit).toHaveLength(1);
  }, 90_000);

  it('a file ffprobe refuses (text, cut to its first bytes, a playlist naming a local file) keeps nothing on disk', async () => {
    const inside = join(t.config.dataDir, 'clip.mp4');
    const hostile = `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\nfile://${inside}\n#EXT-X-ENDLIST\n`;
    for (const bytes of [
      Buffer.from('not a video at all\n'.repeat(200)),
      clip.subarray(0, 2048),
      Buffer.from(hostile),
    ]) {
      const id = await newVideo();
      const res = await create(admin, id, bytes.length);
      const location = new URL(String(res.headers.location), 'http://x').pathname;
      expect((await patch(admin, location, 0, bytes)).statusCode).toBe(204);
      const data = (await media(admin, id)).json().data;
      expect(data).toMatchObject({ hls_status: 'failed', has_source: false });
      const uploadId = location.split('/').pop() as string;
      const tus = join(t.config.dataDir, 'private/tus');
      expect(await stat(join(tus, uploadId)).catch(() => null)).toBeNull();
      expect(await stat(join(tus, `${uploadId}.json`)).catch(() => null)).toBeNull();
      expect(await stat(join(t.config.dataDir, 'private/sources', String(id))).catch(() => null)).toBeNull();
      const [row] = await t.db.select().from(videos).where(eq(videos.id, id));
      expect(row!.sourceKey).toBeNull();
    }
  }, 60_000);

  it("a teacher reaches only their own courses' videos; a bad video id in the metadata is refused", async () => {
    const id = await newVideo();
    const stranger = await makeStaff(t.db, 'teacher');
    expect((await media(stranger, id)).statusCode).toBe(404);
    expect((await create(stranger, id, 10)).statusCode).toBe(404);
    expect((await media(teacher, id)).statusCode).toBe(200);
    expect((await create(teacher, id, 10)).statusCode).toBe(201);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/staff/uploads',
      headers: { ...bearer(admin.token), ...TUS, 'upload-length': '10', 'upload-metadata': 'video_id YWJj' },
    });
    expect(bad.statusCode).toBe(422);
    expect((await create(admin, 999_999, 10)).statusCode).toBe(404);
  });

  it('an upload whose video is deleted before its last byte is refused and leaves nothing', async () => {
    const id = await newVideo();
    const res = await create(admin, id, clip.length);
    const location = new URL(String(res.headers.location), 'http://x').pathname;
    await t.db.delete(videos).where(eq(videos.id, id));
    expect((await patch(admin, location, 0, clip)).statusCode).toBe(404);
    const uploadId = location.split('/').pop() as string;
    expect(await stat(join(t.config.dataDir, 'private/tus', uploadId)).catch(() => null)).toBeNull();
    expect(await stat(join(t.config.dataDir, 'private/sources', String(id))).catch(() => null)).toBeNull();
  });

  it('a job for a deleted video ends quietly and leaves nothing', async () => {
    const id = await newVideo();
    const jobId = await insertVideoJob(t.db, id);
    await t.db.delete(videos).where(eq(videos.id, id));
    await videoWorkerOf(t.db)!.drain();
    const [job] = await t.db.select().from(videoJobs).where(eq(videoJobs.id, jobId));
    expect(job?.state).toBe('done');
    expect(await stat(join(t.config.dataDir, 'private/hls', String(id))).catch(() => null)).toBeNull();
  });
});
