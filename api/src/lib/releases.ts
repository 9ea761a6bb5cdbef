import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the api reads of a remote's released `mf-manifest.json`. */
export interface Manifest {
  metaData?: { remoteEntry?: { path?: string; name?: string } };
  exposes?: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}
export interface Registry {
  remotes: Record<string, { version: string; entry: string; canary?: unknown }>;
}

const manifests = new Map<string, Manifest | null>();

/** A released version never changes (docs/releasing.md): read once. */
export function manifestAt(file: string): Manifest | null {
  if (!manifests.has(file)) {
    try {
      manifests.set(file, JSON.parse(readFileSync(file, 'utf8')) as Manifest);
    } catch {
      manifests.set(file, null);
    }
  }
  return manifests.get(file) ?? null;
}

/** A file read again only when it was rewritten (a release, a rollback, a new shell). */
export function fileReader<T>(file: string, parse: (text: string) => T) {
  let cached: { mtimeMs: number; value: T | null } | null = null;
  return (): T | null => {
    try {
      const { mtimeMs } = statSync(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(readFileSync(file, 'utf8')) };
      return cached.value;
    } catch {
      return null;
    }
  };
}

/** The registry, read again when a release or rollback rewrote it. */
export const registryReader = (file: string) => fileReader(file, (text) => JSON.parse(text) as Registry);

const startFiles = new Map<string, () => string[] | null>();

/**
 * The shell's entry and the files that load before its first render (dist/size-stats.json,
 * written by its build for `pnpm size`), as paths under the shell's root; read again only when
 * a new build rewrote the file.
 */
export function shellStartFiles(shellDist: string): string[] {
  let read = startFiles.get(shellDist);
  if (!read) {
    read = fileReader(join(shellDist, 'size-stats.json'), (text) => {
      const stats = JSON.parse(text) as { initial?: { index?: Record<string, string> } };
      return Object.keys(stats.initial?.index ?? {}).filter((f) => /\.(js|css)$/.test(f));
    });
    startFiles.set(shellDist, read);
  }
  return read() ?? [];
}
