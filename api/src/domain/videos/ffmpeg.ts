import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants } from 'node:fs';
import { createRequire } from 'node:module';

// The project ships its own ffmpeg/ffprobe (npm packages with the binaries): no system install.
const require = createRequire(import.meta.url);

/** pnpm skips the packages' install scripts, which set the execute bit: set it here when missing. */
function executable(path: string): string {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    try {
      chmodSync(path, 0o755);
    } catch {
      // A read-only install: spawn reports the real error.
    }
  }
  return path;
}

export const FFMPEG: string = process.env.FFMPEG_PATH || executable(require('@ffmpeg-installer/ffmpeg').path);
export const FFPROBE: string =
  process.env.FFPROBE_PATH || executable(require('@ffprobe-installer/ffprobe').path);

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a binary; onLine sees stdout line by line (ffmpeg's -progress pipe:1). Never throws on exit code. */
export function run(
  bin: string,
  args: string[],
  opts: { onLine?: (line: string) => void; timeoutMs?: number } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let pending = '';
    const timer = opts.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs) : null;
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (stdout.length < 1_000_000) stdout += text;
      if (!opts.onLine) return;
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) opts.onLine(line.trim());
    });
    // Keep only the tail: ffmpeg is chatty and the end holds the reason.
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-8000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (timer) clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
