// The ffmpeg the api ships (@ffmpeg-installer/ffmpeg), for media the browser tests make themselves.
import { execFileSync } from 'node:child_process';
import { accessSync, chmodSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/** The package's binary; pnpm skips its install script, which sets the execute bit. */
export function ffmpegPath(): string {
  const path: string = process.env.FFMPEG_PATH || require('@ffmpeg-installer/ffmpeg').path;
  try {
    accessSync(path, constants.X_OK);
  } catch {
    chmodSync(path, 0o755);
  }
  return path;
}

/** Writes `dir/lesson.mp4`: a 640×360 test picture with a tone, `seconds` long; answers its path. */
export function lessonClip(dir: string, seconds = 4): string {
  const out = join(dir, 'lesson.mp4');
  execFileSync(ffmpegPath(), [
    ...['-y', '-loglevel', 'error'],
    ...['-f', 'lavfi', '-i', `testsrc=size=640x360:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', out],
  ]);
  return out;
}
