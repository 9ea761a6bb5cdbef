import type { RegistryRemote } from './types';

/** localStorage key of this browser's bucket (0..99): the only id the health reports carry. */
export const BUCKET_KEY = 'mfe-bucket';

let memoryBucket: number | null = null;

/** This browser's bucket, drawn once and kept, so a canary choice sticks across reloads. */
export function bucketId(): number {
  try {
    const kept = Number.parseInt(localStorage.getItem(BUCKET_KEY) ?? '', 10);
    if (kept >= 0 && kept < 100) return kept;
    const drawn = Math.floor(Math.random() * 100);
    localStorage.setItem(BUCKET_KEY, String(drawn));
    return drawn;
  } catch {
    // Storage blocked: stable for this page load at least.
    memoryBucket ??= Math.floor(Math.random() * 100);
    return memoryBucket;
  }
}

/** Shifts the bucket per remote, so the same browsers do not get every canary. */
const offset = (remote: string) => [...remote].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 100;

/** The version this browser runs: the canary for `percent` % of buckets, else the stable one. */
export function chooseVersion(remote: string, entry: RegistryRemote, bucket: number): RegistryRemote {
  const canary = entry.canary;
  const stable: RegistryRemote = { name: entry.name, version: entry.version, entry: entry.entry };
  if (!canary || typeof canary.version !== 'string' || typeof canary.entry !== 'string') return stable;
  if (!(canary.percent > 0) || (bucket + offset(remote)) % 100 >= canary.percent) return stable;
  return { name: entry.name, version: canary.version, entry: canary.entry, channel: 'canary' };
}

/** `<html data-mfe-wallet="1.1.0 canary" data-mfe-bucket="42">`, for support and tests. */
export function showChoice(remote: string, chosen: RegistryRemote, bucket: number) {
  const root = document.documentElement;
  root.setAttribute('data-mfe-bucket', String(bucket));
  root.setAttribute(
    `data-${remote}`,
    chosen.channel === 'canary' ? `${chosen.version} canary` : chosen.version,
  );
}
