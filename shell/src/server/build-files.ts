import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What the first screen reads on disk: the shell's own build (its html, its start-up files, its
 * fonts) and the releases of the remotes (the registry, a version's manifest and server bundle).
 */

/** What is read of a remote's released `mf-manifest.json`: the styles of an exposed page. */
export interface Manifest {
  exposes?: { path: string; assets: { css: { sync: string[] } } }[];
}
export interface Registry {
  remotes: Record<string, { version: string; entry: string; canary?: unknown }>;
}

/** A file read again only when it was rewritten (a release, a rollback, a new shell build). */
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

export const registryReader = (deployRoot: string) =>
  fileReader(join(deployRoot, 'mfe-registry.json'), (text) => JSON.parse(text) as Registry);

const manifests = new Map<string, Manifest | null>();
/** A released version never changes (docs/releasing.md): its manifest is read once. */
export function manifestAt(releaseDir: string): Manifest | null {
  const file = join(releaseDir, 'mf-manifest.json');
  if (!manifests.has(file)) {
    try {
      manifests.set(file, JSON.parse(readFileSync(file, 'utf8')) as Manifest);
    } catch {
      manifests.set(file, null);
    }
  }
  return manifests.get(file) ?? null;
}

/**
 * The shell's entry and the files that load before its first render (dist/size-stats.json,
 * written by its build for `pnpm size`), as paths under the shell's root.
 */
export const startFilesReader = (shellDist: string) => {
  const read = fileReader(join(shellDist, 'size-stats.json'), (text) => {
    const stats = JSON.parse(text) as { initial?: { index?: Record<string, string> } };
    return Object.keys(stats.initial?.index ?? {}).filter((f) => /\.(js|css)$/.test(f));
  });
  return () => read() ?? [];
};

/** The Arabic fonts of the shell's build, as paths under its root. */
export function fontFiles(shellDist: string): string[] {
  const dir = join(shellDist, 'static', 'font');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.woff2'))
    .map((f) => `static/font/${f}`);
}

const bundles = new Map<string, Promise<unknown>>();
/**
 * The server bundle `render.js` of a released remote (its exports), or null when it has none or
 * it does not load. A released version never changes: imported once (again only if rewritten).
 */
export function remoteBundle<T>(releaseDir: string): Promise<T | null> {
  const file = join(releaseDir, 'server', 'render.js');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return Promise.resolve(null);
  }
  const key = `${pathToFileURL(file).href}?v=${Math.trunc(mtimeMs)}`;
  let bundle = bundles.get(key);
  if (!bundle) {
    // Node's own import, at run time: not the bundler's (webpackIgnore) nor the test runner's.
    bundle = import(/* webpackIgnore: true */ /* @vite-ignore */ key).catch(() => null);
    bundles.set(key, bundle);
  }
  return bundle as Promise<T | null>;
}
