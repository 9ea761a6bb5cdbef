import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decryptVideoUrl } from '@app/shared-contracts/video-cipher';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, videos } from '../../src/db/schema/index';
import { hlsQuery, MEDIA_LINK_TTL_SECONDS, signHlsMasterLink } from '../../src/lib/media-link';
import { makeCourse, makeLecture } from '../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, signUp } from '../support/fixtures';

/** The layout the pipeline writes (decision 0045): a master, two renditions, 3 segments each. */
function writeLadder(root: string) {
  const master = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=426x240,CODECS="avc1.42c015,mp4a.40.2"',
    '240p/index.m3u8',
    '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"',
    '360p/index.m3u8',
    '#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=1x1',
    'https://evil.example/x.m3u8',
  ].join('\n');
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'master.m3u8'), master);
  for (const h of ['240p', '360p']) {
    mkdirSync(join(root, h), { recursive: true });
    const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:4', '#EXT-X-PLAYLIST-TYPE:VOD'];
    for (let i = 0; i < 3; i++) {
      lines.push('#EXTINF:4.000000,', `seg_00${i}.ts`);
      writeFileSync(join(root, h, `seg_00${i}.ts`), Buffer.alloc(188 * (i + 1), 0x47));
    }
    lines.push('#EXT-X-ENDLIST');
    writeFileSync(join(root, h, 'index.m3u8'), lines.join('\n'));
  }
}

describe('signed HLS playback (decision 0046)', () => {
  let t: TestApp;
  let lectureId: number;
  let courseId: number;
  let gradeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    gradeId = (await seedBasics(t.db)).gradeIds[0]!;
    const course = await makeCourse(t.db, { payType: 'course', price: 0 });
    courseId = course.id;
    lectureId = (await makeLecture(t.db, course.id)).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const student = async () => {
    const s = await signUp(t.app, t.db, gradeId);
    await t.db.insert(enrolments).values({ userId: s.user.id, courseId, kind: 'free' });
    return { token: s.token, id: s.user.id };
  };
  const readyVideo = async () => {
    // A url of the old kind too: the HLS path wins once the renditions are ready.
    const [v] = await t.db
      .insert(videos)
      .values({ lectureId, name: 'hls', url: 'media/none.mp4' })
      .returning();
    const prefix = `private/hls/${v!.id}/job-1`;
    writeLadder(join(t.config.dataDir, prefix));
    await t.db.update(videos).set({ hlsStatus: 'ready', hlsPrefix: prefix }).where(eq(videos.id, v!.id));
    return v!.id;
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const masterOf = async (videoId: number, token: string) => {
    const res = await get(`/v1/video/apps/${videoId}`, bearer(token));
    expect(res.statusCode).toBe(200);
    return decryptVideoUrl(res.json().u);
  };
  /** The signed URI lines of a playlist, resolved against the playlist's own URL. */
  const urisOf = (text: string, base: string) =>
    text
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => {
        const u = new URL(l, `http://x${base}`);
        return `${u.pathname}${u.search}`;
      });

  it('a video uploaded in authoring (no single file) plays once its renditions are ready, not before', async () => {
    const me = await student();
    const [v] = await t.db.insert(videos).values({ lectureId, name: 'uploaded', url: '' }).returning();
    const play = () => get(`/v1/video/apps/${v!.id}`, bearer(me.token));
    expect((await play()).statusCode).toBe(404);
    const prefix = `private/hls/${v!.id}/job-1`;
    writeLadder(join(t.config.dataDir, prefix));
    await t.db.update(videos).set({ hlsStatus: 'ready', hlsPrefix: prefix }).where(eq(videos.id, v!.id));
    expect(await masterOf(v!.id, me.token)).toMatch(new RegExp(`^/v1/media/hls/${v!.id}/master\\.m3u8\\?`));
  });

  it('hands out the master playlist, rewritten so every child carries a signature for the student', async () => {
    const me = await student();
    const id = await readyVideo();
    const master = await masterOf(id, me.token);
    expect(master).toMatch(
      new RegExp(`^/v1/media/hls/${id}/master\\.m3u8\\?u=${me.id}&e=\\d+&s=[\\w-]{43}$`),
    );
    const res = await get(master);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('BANDWIDTH=400000,RESOLUTION=426x240');
    expect(res.body).not.toContain('evil.example');
    expect(res.body).not.toContain('BANDWIDTH=1,');
    const children = urisOf(res.body, master);
    expect(children).toHaveLength(2);
    expect(children[0]).toMatch(new RegExp(`^/v1/media/hls/${id}/240p/index\\.m3u8\\?u=${me.id}&e=\\d+&s=`));

    const media = await get(children[1]!);
    expect(media.statusCode).toBe(200);
    expect(media.headers['cache-control']).toBe('no-store');
    expect(media.body).toContain('#EXT-X-ENDLIST');
    const segments = urisOf(media.body, children[1]!);
    expect(segments).toHaveLength(3);
    // Each segment's link lasts until its own start plus the TTL: later segments live longer.
    const expiries = segments.map((s) => Number(/e=(\d+)/.exec(s)![1]));
    expect(expiries[1]! - expiries[0]!).toBe(4);
    expect(expiries[0]! - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(MEDIA_LINK_TTL_SECONDS);

    const seg = await get(segments[2]!);
    expect(seg.statusCode).toBe(200);
    expect(seg.headers['content-type']).toContain('video/mp2t');
    expect(seg.rawPayload.length).toBe(188 * 3);
    // The student's own token (hls.js sends it) is welcome.
    expect((await get(segments[0]!, bearer(me.token))).statusCode).toBe(200);

    // One viewing was counted, whatever the player then fetched.
    const contents = await get(`/v1/lectures/${lectureId}/contents`, bearer(me.token));
    expect(contents.json().videos.find((v: { id: number }) => v.id === id).counted_views).toBe(1);
  });

  it("refuses another student's session, tampered links, another file's signature and lapsed links", async () => {
    const me = await student();
    const other = await student();
    const id = await readyVideo();
    const master = await masterOf(id, me.token);
    const child = urisOf((await get(master)).body, master)[0]!;
    const segment = urisOf((await get(child)).body, child)[0]!;
    const refused = async (url: string, headers: Record<string, string> = {}) => {
      const res = await get(url, headers);
      expect([url, res.statusCode]).toEqual([url, 403]);
      expect(res.json().error).toBe('MEDIA_LINK_INVALID');
    };
    // A copied link in another student's session.
    for (const url of [master, child, segment]) await refused(url, bearer(other.token));
    // The link rewritten for the other student, the video or the file changed, the expiry moved.
    await refused(segment.replace(`u=${me.id}`, `u=${other.id}`));
    await refused(segment.replace('seg_000', 'seg_001'));
    await refused(segment.replace('/240p/', '/360p/'));
    await refused(child.replace('240p/index', '360p/index'));
    await refused(segment.replace(/e=(\d+)/, (_m, e) => `e=${Number(e) + 1}`));
    const [second] = await t.db
      .insert(videos)
      .values({ lectureId, name: 'b', url: 'media/b.mp4' })
      .returning();
    await refused(master.replace(`/hls/${id}/`, `/hls/${second!.id}/`));
    // Lapsed: signed in the past, and a segment link whose own expiry has passed.
    const secret = t.config.appSecret;
    await refused(signHlsMasterLink(secret, id, me.id, Date.now() - (MEDIA_LINK_TTL_SECONDS + 1) * 1000));
    const past = Math.floor(Date.now() / 1000) - 1;
    await refused(
      `/v1/media/hls/${id}/240p/seg_000.ts?${hlsQuery(secret, id, '240p/seg_000.ts', me.id, past)}`,
    );
  });

  it('never reaches outside the rendition folder, and a video that is not ready has no stream', async () => {
    const me = await student();
    const id = await readyVideo();
    const secret = t.config.appSecret;
    const future = Math.floor(Date.now() / 1000) + 60;
    const signed = (path: string, vid = id) =>
      `/v1/media/hls/${vid}/${path}?${hlsQuery(secret, vid, path, me.id, future)}`;
    for (const path of [
      '..%2F..%2F..%2Fapp-secret/seg_000.ts',
      '240p/..%2Fmaster.m3u8',
      '240p/seg_000.ts%00.m3u8',
      '240p/seg_1.mp4',
      '..%2F240p/index.m3u8',
    ]) {
      // 404 when the router finds no such route, 422 when the parameters are refused.
      const res = await get(signed(path));
      expect([path, [404, 422].includes(res.statusCode)]).toEqual([path, true]);
      expect(res.body).not.toContain('#EXTM3U');
    }
    // Literal dots never get past the router to a file either.
    expect([403, 404, 422]).toContain((await get(`/v1/media/hls/${id}/240p/../../../app-secret`)).statusCode);
    // Signed, in the right shape, but absent.
    expect((await get(signed('720p/seg_000.ts'))).statusCode).toBe(404);
    // A stored prefix that climbs out, or is not the pipeline's, is no stream.
    for (const prefix of [
      'private/hls/../../app-secret',
      'private/hls/1/../../x',
      'uploads/x',
      'private/hls/1',
    ]) {
      await t.db.update(videos).set({ hlsPrefix: prefix }).where(eq(videos.id, id));
      expect((await get(signed('master.m3u8'))).statusCode, prefix).toBe(404);
    }
    // Not ready (still transcoding): the old single-file path, and the HLS routes answer 404.
    await t.db
      .update(videos)
      .set({ hlsStatus: 'processing', hlsPrefix: `private/hls/${id}/job-1`, url: 'media/lesson.mp4' })
      .where(eq(videos.id, id));
    expect(await masterOf(id, me.token)).toMatch(new RegExp(`^/v1/media/videos/${id}\\?`));
    expect((await get(signed('master.m3u8'))).statusCode).toBe(404);
  });
});
