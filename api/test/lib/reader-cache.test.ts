import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/index';
import { cachedReader, dropReaderCache, enableReaderCache } from '../../src/lib/reader-cache';

const fresh = () => ({}) as Db;

describe('cachedReader', () => {
  it('loads every time while the cache is off', async () => {
    const db = fresh();
    let loads = 0;
    await cachedReader(db, 'k', async () => ++loads);
    expect(await cachedReader(db, 'k', async () => ++loads)).toBe(2);
  });

  it('answers from the cache until a write drops it', async () => {
    const db = fresh();
    enableReaderCache(db);
    let loads = 0;
    expect(await cachedReader(db, 'k', async () => ++loads)).toBe(1);
    expect(await cachedReader(db, 'k', async () => ++loads)).toBe(1);
    dropReaderCache(db);
    expect(await cachedReader(db, 'k', async () => ++loads)).toBe(2);
  });

  it('does not keep a read that a write overlapped', async () => {
    const db = fresh();
    enableReaderCache(db);
    let release = (_v: string) => {};
    const slow = cachedReader(db, 'k', () => new Promise<string>((r) => (release = r)));
    dropReaderCache(db); // a write starts while the read is in flight
    release('before the write');
    expect(await slow).toBe('before the write');
    expect(await cachedReader(db, 'k', async () => 'after the write')).toBe('after the write');
  });
});
