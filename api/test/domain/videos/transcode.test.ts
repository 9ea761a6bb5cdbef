import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaRejected, probeMedia } from '../../../src/domain/videos/probe';
import { makeSampleClip } from '../../../src/domain/videos/sample-clip';
import { transcodeToHls } from '../../../src/domain/videos/transcode';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'transcode-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('transcoding to an HLS ladder', () => {
  it('makes 240p..720p of a 5-second 720p clip, VOD playlists with aligned ~4 s segments, a master and a poster', async () => {
    const src = join(dir, 'clip.mp4');
    // 10 fps keeps the test quick on a shared 2-core machine; the ladder and segments are the same.
    await makeSampleClip(src, { seconds: 5, fps: 10 });
    const info = await probeMedia(src);
    expect(info).toMatchObject({ width: 1280, height: 720, hasAudio: true });
    const seen: number[] = [];
    const out = join(dir, 'out');
    const renditions = await transcodeToHls(src, out, info, (p) => {
      seen.push(p);
    });
    expect(renditions.map((r) => r.height)).toEqual([240, 360, 480, 720]);
    expect(seen.length).toBeGreaterThan(0);
    const master = await readFile(join(out, 'master.m3u8'), 'utf8');
    for (const h of [240, 360, 480, 720]) {
      expect(master).toContain(`${h}p/index.m3u8`);
      const playlist = await readFile(join(out, `${h}p`, 'index.m3u8'), 'utf8');
      expect(playlist).toContain('#EXT-X-ENDLIST');
      const durations = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
      // 5 s at 4 s keyframes: a 4 s segment and a 1 s one, the same in every rendition.
      expect(durations.length).toBe(2);
      expect(durations[0]).toBeCloseTo(4, 0);
      const segs = (await readdir(join(out, `${h}p`))).filter((f) => f.endsWith('.ts'));
      expect(segs.sort()).toEqual(['seg_000.ts', 'seg_001.ts']);
    }
    expect(master).toMatch(/RESOLUTION=1280x720,CODECS="avc1\.4d401f,mp4a\.40\.2"/);
    expect(master).toMatch(/BANDWIDTH=\d+,RESOLUTION=426x240/);
    const poster = await readFile(join(out, 'poster.jpg'));
    expect(poster.subarray(0, 2).toString('hex')).toBe('ffd8');
  }, 150_000);

  it('refuses a text file renamed .mp4 and a truncated mp4 with an Arabic reason', async () => {
    const text = join(dir, 'notes.mp4');
    await writeFile(text, 'hello, this is not a video\n'.repeat(100));
    await expect(probeMedia(text)).rejects.toThrow(MediaRejected);
    const whole = join(dir, 'whole.mp4');
    await makeSampleClip(whole, { seconds: 2, width: 320, height: 240 });
    const bytes = await readFile(whole);
    const cut = join(dir, 'cut.mp4');
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(probeMedia(cut)).rejects.toThrow(/[\u0600-\u06FF]/);
  }, 60_000);
});
