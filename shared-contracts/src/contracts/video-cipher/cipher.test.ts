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
    // WebCrypto's AES-GCM refuses a changed byte (its tag no longer matches).
    await expect(decryptVideoUrl(flipped)).rejects.toMatchObject({ name: 'OperationError' });
    await expect(decryptVideoUrl('c2hvcnQ')).rejects.toThrow('video url token too short');
    await expect(decryptVideoUrl('short')).rejects.toMatchObject({ name: 'InvalidCharacterError' });
  });
});
