import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FFMPEG, run } from './ffmpeg';
import { MEDIA_MESSAGES, type MediaInfo, MediaRejected } from './probe';

/** The ladder (kbit/s) after Apple's guidance, low rungs first: students watch on mobile data. */
export const LADDER = [
  { height: 240, videoKbps: 400, audioKbps: 64, level: '3.0', codec: 'avc1.4d401e' },
  { height: 360, videoKbps: 800, audioKbps: 96, level: '3.0', codec: 'avc1.4d401e' },
  { height: 480, videoKbps: 1400, audioKbps: 96, level: '3.0', codec: 'avc1.4d401e' },
  { height: 720, videoKbps: 2800, audioKbps: 128, level: '3.1', codec: 'avc1.4d401f' },
] as const;

export const SEGMENT_SECONDS = 4;

export interface Rendition {
  height: number;
  width: number;
  bandwidth: number;
}

/** The rungs the source allows (never upscaled past the source, but always at least 240p). */
export function ladderFor(info: MediaInfo) {
  const rungs = LADDER.filter((r) => r.height <= info.height);
  return rungs.length ? rungs : [LADDER[0]];
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * One ffmpeg process per rendition (the shipped 2018 build segfaults on several in one process),
 * keyframes every SEGMENT_SECONDS in every rendition so segments align; then the master playlist
 * and a poster written by us. onProgress gets 0-100 over the whole job.
 */
export async function transcodeToHls(
  source: string,
  outDir: string,
  info: MediaInfo,
  onProgress: (percent: number) => void | Promise<void>,
): Promise<Rendition[]> {
  const rungs = ladderFor(info);
  const gop = Math.max(1, Math.round(info.fps * SEGMENT_SECONDS));
  const renditions: Rendition[] = [];
  let last = -1;
  for (const [i, rung] of rungs.entries()) {
    const dir = join(outDir, `${rung.height}p`);
    await mkdir(dir, { recursive: true });
    const audio = info.hasAudio
      ? ['-c:a', 'aac', '-b:a', `${rung.audioKbps}k`, '-ac', '2', '-ar', '44100']
      : ['-an'];
    const args = [
      ...['-hide_banner', '-nostdin', '-y', '-v', 'error', '-i', source],
      ...['-map', '0:v:0', ...(info.hasAudio ? ['-map', '0:a:0'] : [])],
      ...['-vf', `scale=-2:${rung.height}`, '-c:v', 'libx264', '-preset', 'veryfast'],
      ...['-profile:v', 'main', '-level', rung.level, '-pix_fmt', 'yuv420p'],
      ...['-b:v', `${rung.videoKbps}k`, '-maxrate', `${Math.round(rung.videoKbps * 1.07)}k`],
      ...['-bufsize', `${rung.videoKbps * 2}k`],
      ...['-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0'],
      ...audio,
      ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
      ...['-hls_segment_filename', join(dir, 'seg_%03d.ts'), '-progress', 'pipe:1'],
      join(dir, 'index.m3u8'),
    ];
    const res = await run(FFMPEG, args, {
      onLine: (line) => {
        const m = /^out_time_(?:ms|us)=(\d+)/.exec(line);
        if (!m) return;
        const frac = Math.min(1, Number(m[1]) / 1e6 / info.durationSeconds);
        const percent = Math.min(99, Math.floor(((i + frac) / rungs.length) * 100));
        if (percent > last) {
          last = percent;
          void onProgress(percent);
        }
      },
    });
    if (res.code !== 0) throw new MediaRejected(MEDIA_MESSAGES.transcodeFailed);
    const bandwidth = Math.round((rung.videoKbps * 1.07 + (info.hasAudio ? rung.audioKbps : 0)) * 1000);
    renditions.push({
      height: rung.height,
      width: even((info.width * rung.height) / info.height),
      bandwidth,
    });
  }
  await writeFile(join(outDir, 'master.m3u8'), masterPlaylist(rungs, renditions, info.hasAudio));
  const at = Math.min(1, info.durationSeconds / 2).toFixed(2);
  const poster = await run(FFMPEG, [
    ...['-hide_banner', '-nostdin', '-y', '-v', 'error', '-ss', at, '-i', source],
    ...['-frames:v', '1', '-vf', `scale=-2:${Math.min(480, info.height)}`, join(outDir, 'poster.jpg')],
  ]);
  if (poster.code !== 0) throw new MediaRejected(MEDIA_MESSAGES.transcodeFailed);
  return renditions;
}

function masterPlaylist(
  rungs: ReturnType<typeof ladderFor>,
  renditions: Rendition[],
  hasAudio: boolean,
): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3'];
  for (const [i, r] of renditions.entries()) {
    const video = rungs[i]?.codec ?? 'avc1.4d401e';
    const codecs = hasAudio ? `${video},mp4a.40.2` : video;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.width}x${r.height},CODECS="${codecs}"`,
    );
    lines.push(`${r.height}p/index.m3u8`);
  }
  return `${lines.join('\n')}\n`;
}
