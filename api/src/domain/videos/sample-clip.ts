import { FFMPEG, run } from './ffmpeg';

/** A generated clip (test pattern + tone) for the demo seed, the tests and the benchmark. */
export async function makeSampleClip(
  file: string,
  opts: { seconds: number; width?: number; height?: number; fps?: number },
): Promise<void> {
  const { seconds, width = 1280, height = 720, fps = 25 } = opts;
  const res = await run(FFMPEG, [
    ...['-hide_banner', '-nostdin', '-y', '-v', 'error'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${fps}:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  if (res.code !== 0) throw new Error(`sample clip failed: ${res.stderr.slice(-400)}`);
}
