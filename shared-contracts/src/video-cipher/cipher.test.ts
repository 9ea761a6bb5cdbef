import { describe, expect, it } from 'vitest';
import { decryptVideoUrl, encryptVideoUrl } from './index';

describe('video url cipher', () => {
  it('round-trips, differs each time, and refuses a tampered token', async () => {
    const url = '/v1/media/videos/3?u=7&e=1700000000&s=abc';
    const a = await encryptVideoUrl(url);
    const b = await encryptVideoUrl(url);
    expect(a).not.toBe(b);
    expect(a).not.toContain('media');
    expect(await decryptVideoUrl(a)).toBe(url);
    const flipped = a.slice(0, 20) + (a[20] === 'A' ? 'B' : 'A') + a.slice(21);
    await expect(decryptVideoUrl(flipped)).rejects.toThrow();
    await expect(decryptVideoUrl('short')).rejects.toThrow();
  });
});
