import { describe, expect, it } from 'vitest';
import { clientKey, networkOf } from '../../../src/domain/mfe-health/clients';

describe('health report clients', () => {
  it('are an IPv4 address, or the /64 of an IPv6 one', () => {
    expect(networkOf('203.0.113.9')).toBe('203.0.113.9');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(networkOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });

  it('are kept as a key of the network and the secret, not as the address', () => {
    const key = clientKey('2001:db8:1:2::1', 's'.repeat(32));
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(clientKey('2001:db8:1:2::ffff', 's'.repeat(32))).toBe(key);
    expect(clientKey('2001:db8:1:3::1', 's'.repeat(32))).not.toBe(key);
    expect(clientKey('2001:db8:1:2::1', 't'.repeat(32))).not.toBe(key);
  });
});
