import { bucketId } from './canary';
import type { RemoteName } from './types';

/** The api's health endpoint (docs/api.md); batched, one beacon per few seconds at most. */
export const HEALTH_URL = '/v1/mfe/health';
export const FLUSH_DELAY_MS = 5000;
/** The api refuses a count above this in one batch (MFE_HEALTH_MAX_COUNT): reaching it sends at once. */
export const MAX_COUNT = 50;

interface Counts {
  remote: RemoteName;
  version: string;
  loads: number;
  failures: number;
  renderErrors: number;
  /** load times of the successful loads, ms */
  loadMs: number[];
}

const batch = new Map<string, Counts>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends what was counted: a beacon survives the page going away; fetch keepalive otherwise. */
export function flushHealth() {
  clearTimeout(timer);
  timer = undefined;
  if (batch.size === 0) return;
  const body = JSON.stringify({ bucket: bucketId(), reports: [...batch.values()] });
  batch.clear();
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (navigator.sendBeacon?.(HEALTH_URL, blob)) return;
    void fetch(HEALTH_URL, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
    }).catch(() => {});
  } catch {
    // Health is best effort: never in the way of the page.
  }
}

/** Counts one event of `remote` at `version`: a load (with its time), a load failure or a render error. */
export function reportHealth(
  remote: RemoteName,
  version: string | undefined,
  event: 'load' | 'failure' | 'render',
  ms?: number,
) {
  if (!version || typeof window === 'undefined') return;
  const key = `${remote}@${version}`;
  const counts = batch.get(key) ?? { remote, version, loads: 0, failures: 0, renderErrors: 0, loadMs: [] };
  batch.set(key, counts);
  if (event === 'load') {
    counts.loads += 1;
    if (ms !== undefined) counts.loadMs.push(Math.round(ms));
  } else if (event === 'failure') counts.failures += 1;
  else counts.renderErrors += 1;
  if (Math.max(counts.loads, counts.failures, counts.renderErrors) >= MAX_COUNT) return flushHealth();
  if (batch.size === 1 && timer === undefined) {
    timer = setTimeout(flushHealth, FLUSH_DELAY_MS);
    addEventListener('pagehide', flushHealth, { once: true });
  }
}
