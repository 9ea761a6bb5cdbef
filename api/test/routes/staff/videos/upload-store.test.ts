import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadStore } from '../../../../src/routes/staff/videos/upload-store';

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('uploadStore', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('makes the directory before it resolves', async () => {
    const root = mkdtempSync(join(tmpdir(), 'upload-store-'));
    dirs.push(root);
    const store = await uploadStore(join(root, 'private', 'tus'));
    expect(store).toBeInstanceOf(FileStore);
    expect(statSync(join(root, 'private', 'tus')).isDirectory()).toBe(true);
  });

  it("starts no mkdir of its own that could outlive the app (tus's constructor does)", async () => {
    const root = mkdtempSync(join(tmpdir(), 'upload-store-'));
    dirs.push(root);
    const directory = join(root, 'private', 'tus');
    await uploadStore(directory);
    rmSync(join(root, 'private'), { recursive: true });
    await settle();
    // Had the store's own `mkdir -p` run now, it would have made the directory again.
    expect(existsSync(directory)).toBe(false);
    // The check can fail: tus's own store does make it.
    new FileStore({ directory });
    await settle();
    expect(existsSync(directory)).toBe(true);
  });
});
