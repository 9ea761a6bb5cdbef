import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/index';
import { cachedPublic, invalidatePublicCache, PUBLIC_CACHE_TTL_MS } from '../../src/lib/public-cache';

// The cache keys on the database object only; these tests need no real one.
const db = {} as Db;
const otherDb = {} as Db;

describe('cachedPublic', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    invalidatePublicCache(db);
    invalidatePublicCache(otherDb);
  });
  afterEach(() => vi.useRealTimers());

  it('loads once while fresh, per database and key', async () => {
    let loads = 0;
    const loader = async () => ++loads;
    expect(await cachedPublic(db, 'k', loader)).toBe(1);
    expect(await cachedPublic(db, 'k', loader)).toBe(1);
    expect(await cachedPublic(db, 'other', loader)).toBe(2);
    expect(await cachedPublic(otherDb, 'k', loader)).toBe(3);
  });

  it('answers the stale value while one reload runs, then the new one', async () => {
    let loads = 0;
    const loader = async () => ++loads;
    await cachedPublic(db, 'k', loader);
    vi.advanceTimersByTime(PUBLIC_CACHE_TTL_MS + 1);
    // Both stale reads start at most one reload and answer at once.
    const stale = [cachedPublic(db, 'k', loader), cachedPublic(db, 'k', loader)];
    expect(await Promise.all(stale)).toEqual([1, 1]);
    expect(loads).toBe(2);
    expect(await cachedPublic(db, 'k', loader)).toBe(2);
  });

  it('drops everything at once on invalidate', async () => {
    let loads = 0;
    const loader = async () => ++loads;
    await cachedPublic(db, 'k', loader);
    invalidatePublicCache(db);
    expect(await cachedPublic(db, 'k', loader)).toBe(2);
  });

  it('does not keep a failed load', async () => {
    await expect(cachedPublic(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cachedPublic(db, 'k', async () => 'up')).toBe('up');
  });

  it('answers a load that a drop overtook, without keeping it', async () => {
    let release = (_v: string) => {};
    const slow = cachedPublic(db, 'k', () => new Promise<string>((r) => (release = r)));
    invalidatePublicCache(db); // a change lands while the read is in flight
    release('before the change');
    expect(await slow).toBe('before the change');
    expect(await cachedPublic(db, 'k', async () => 'after the change')).toBe('after the change');
  });
});
