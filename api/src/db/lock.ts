import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(`data directory is in use by process ${pid} (lock file ${lockFile})`);
  }
}

/**
 * PGlite is single-process: two processes on one data dir corrupt it. A lock file holding the pid
 * of the owner is taken exclusively; a lock whose pid is dead is stale and taken over.
 */
export function acquireLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
        throw new DataDirLockedError(lockFile, pid);
      }
      if (pid === process.pid) throw new DataDirLockedError(lockFile, pid);
      unlinkSync(lockFile);
    }
  }
  throw new Error(`could not take the lock ${lockFile}`);
}
