import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditPayload, UNVERIFIED_PREFIX_CHARS } from '../../../src/domain/gateways/audit-payload';

describe('auditPayload', () => {
  it('keeps a verified payload whole', () => {
    const body = { obj: { id: 1, note: 'x'.repeat(10_000) } };
    expect(auditPayload(body, true)).toBe(body);
    expect(auditPayload(undefined, true)).toBeNull();
  });

  it('keeps of an unverified one its digest, size and a short prefix', () => {
    const body = { note: 'x'.repeat(50_000) };
    const text = JSON.stringify(body);
    expect(auditPayload(body, false)).toEqual({
      unverified: true,
      sha256: createHash('sha256').update(text).digest('hex'),
      bytes: text.length,
      prefix: text.slice(0, UNVERIFIED_PREFIX_CHARS),
    });
  });

  it('never cuts a character in half', () => {
    const body = { n: '😀'.repeat(UNVERIFIED_PREFIX_CHARS) };
    const { prefix } = auditPayload(body, false) as { prefix: string };
    // encodeURIComponent throws on half a surrogate pair.
    expect(() => encodeURIComponent(prefix)).not.toThrow();
    expect(Array.from(prefix)).toHaveLength(UNVERIFIED_PREFIX_CHARS);
  });
});
