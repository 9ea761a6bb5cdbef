// pnpm --filter @app/api run bench:video: transcoding seconds per minute of video on this machine
// (the HLS ladder of decision 0045, one ffmpeg process per rendition, -preset veryfast).
// BENCH_SECONDS (default 20) sets the clip's length; the source is 1280x720 at 25 fps, so the
// whole 240p-720p ladder is made, as for a teacher's recorded lesson.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { probeMedia } from '../src/domain/videos/probe';
import { makeSampleClip } from '../src/domain/videos/sample-clip';
import { transcodeToHls } from '../src/domain/videos/transcode';

const seconds = Number(process.env.BENCH_SECONDS) || 20;
const dir = await mkdtemp(join(tmpdir(), 'bench-transcode-'));
try {
  const source = join(dir, 'source.mp4');
  await makeSampleClip(source, { seconds, width: 1280, height: 720, fps: 25 });
  const info = await probeMedia(source);
  const started = performance.now();
  const ladder = await transcodeToHls(source, join(dir, 'out'), info, () => {});
  const took = (performance.now() - started) / 1000;
  const perMinute = (took / info.durationSeconds) * 60;
  console.log(
    `clip: ${info.durationSeconds.toFixed(1)} s ${info.width}x${info.height}, ${cpus().length} cores`,
  );
  console.log(`ladder: ${ladder.map((r) => `${r.height}p`).join(', ')}`);
  console.log(`transcoding: ${took.toFixed(1)} s, ${perMinute.toFixed(0)} s per minute of video`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
