import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from './routes/route-table';

// Every visible Arabic string of a front-end package lives in its src/messages.ts (decision
// 0034): this fails on a source line outside it that holds Arabic. Tests keep their literals
// (they check what the user sees); the dev harness is not shipped. The shell's static pages'
// copy (features/static/content.ts) is the one recorded exception: pages of text, not labels.
const root = join(import.meta.dirname, '../../..');
const EXCEPTIONS = new Set(['shell/src/features/static/content.ts']);
// Letters (not the Arabic comma or question mark, which a pattern or a separator may hold).
const ARABIC = /[\u0621-\u064a]/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['dev', 'test'].includes(entry.name) ? [] : sources(path);
    const code = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return code && entry.name !== 'messages.ts' ? [path] : [];
  });
}

/** Lines of code (comments left out) that hold Arabic. */
function arabicLines(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
  return code.split('\n').filter((line) => ARABIC.test(line));
}

describe('Arabic strings live in messages.ts', () => {
  it('finds Arabic in code but not in comments', () => {
    expect(arabicLines("// 'تعليق'\nconst a = 'نص';\n/* شرح */")).toEqual(["const a = 'نص';"]);
  });

  it.each(['shell', 'ui', ...REMOTE_NAMES])('%s has none outside src/messages.ts', (pkg) => {
    const offenders = sources(join(root, pkg, 'src'))
      .map((file) => relative(root, file))
      .filter((file) => !EXCEPTIONS.has(file))
      .flatMap((file) =>
        arabicLines(readFileSync(join(root, file), 'utf8')).map((l) => `${file}: ${l.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
