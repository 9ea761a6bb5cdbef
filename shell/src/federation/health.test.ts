import { MFE_HEALTH_MAX_COUNT } from '@app/shared-contracts/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLUSH_DELAY_MS, flushHealth, HEALTH_URL, MAX_COUNT, reportHealth } from './health';

let sent: { url: string; body: FakeBlob }[];

// jsdom's Blob cannot be read back: keep the parts.
class FakeBlob {
  constructor(
    readonly parts: string[],
    readonly options: { type: string },
  ) {}
}

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  vi.stubGlobal('navigator', {
    sendBeacon: (url: string, body: FakeBlob) => {
      sent.push({ url, body });
      return true;
    },
  });
  vi.stubGlobal('Blob', FakeBlob);
  localStorage.setItem('mfe-bucket', '7');
});
afterEach(() => {
  flushHealth();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('health reports', () => {
  it('batches per remote and version and sends one beacon after the delay', () => {
    reportHealth('mfe-wallet', '1.1.0', 'load', 120.4);
    reportHealth('mfe-wallet', '1.1.0', 'load', 80);
    reportHealth('mfe-wallet', '1.1.0', 'render');
    reportHealth('mfe-exams', '1.0.0', 'failure');
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(HEALTH_URL);
    expect(sent[0]?.body.options.type).toBe('application/json');
    expect(JSON.parse(sent[0]?.body.parts[0] ?? '')).toEqual({
      bucket: 7,
      reports: [
        { remote: 'mfe-wallet', version: '1.1.0', loads: 2, failures: 0, renderErrors: 1, loadMs: [120, 80] },
        { remote: 'mfe-exams', version: '1.0.0', loads: 0, failures: 1, renderErrors: 0, loadMs: [] },
      ],
    });
  });

  it('sends what is left when the page goes away, and nothing when nothing happened', () => {
    flushHealth();
    expect(sent).toHaveLength(0);
    reportHealth('mfe-wallet', '1.0.0', 'load', 5);
    dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
  });

  it('sends a batch at once when a count reaches what the api takes of one batch', () => {
    expect(MAX_COUNT).toBe(MFE_HEALTH_MAX_COUNT);
    for (let i = 0; i < MAX_COUNT + 1; i++) reportHealth('mfe-wallet', '1.0.0', 'load', 5);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]?.body.parts[0] ?? '').reports[0].loads).toBe(MAX_COUNT);
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(sent).toHaveLength(2);
    expect(JSON.parse(sent[1]?.body.parts[0] ?? '').reports[0].loads).toBe(1);
  });
});
