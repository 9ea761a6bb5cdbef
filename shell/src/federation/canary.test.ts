import { beforeEach, describe, expect, it } from 'vitest';
import { BUCKET_KEY, bucketId, chooseVersion, showChoice } from './canary';

const wallet = {
  name: 'mfe_wallet',
  version: '1.0.0',
  entry: '/remotes/mfe-wallet/1.0.0/mf-manifest.json',
  canary: { version: '1.1.0', entry: '/remotes/mfe-wallet/1.1.0/mf-manifest.json', percent: 50 },
};

beforeEach(() => localStorage.clear());

describe('canary choice', () => {
  it('draws a bucket once and keeps it across loads', () => {
    const first = bucketId();
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(100);
    expect(localStorage.getItem(BUCKET_KEY)).toBe(String(first));
    expect(bucketId()).toBe(first);
  });

  it('sends `percent` of the buckets to the canary and the rest to the stable version', () => {
    const chosen = Array.from({ length: 100 }, (_, bucket) => chooseVersion('mfe-wallet', wallet, bucket));
    expect(chosen.filter((c) => c.channel === 'canary')).toHaveLength(50);
    expect(chosen.filter((c) => c.version === '1.0.0' && !c.channel)).toHaveLength(50);
    const canary = chosen.find((c) => c.channel === 'canary');
    expect(canary).toEqual({
      name: 'mfe_wallet',
      version: '1.1.0',
      entry: wallet.canary.entry,
      channel: 'canary',
    });
  });

  it('without a usable canary every bucket gets the stable version', () => {
    const { canary: _, ...stable } = wallet;
    for (const entry of [stable, { ...wallet, canary: { ...wallet.canary, percent: 'x' } }]) {
      expect(chooseVersion('mfe-wallet', entry as never, 3).version).toBe('1.0.0');
    }
  });

  it('shows the choice on <html> for support', () => {
    showChoice(
      'mfe-wallet',
      chooseVersion('mfe-wallet', { ...wallet, canary: { ...wallet.canary, percent: 99 } }, 1),
      1,
    );
    expect(document.documentElement.getAttribute('data-mfe-bucket')).toBe('1');
    expect(document.documentElement.getAttribute('data-mfe-wallet')).toBe('1.1.0 canary');
  });
});
