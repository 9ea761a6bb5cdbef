import { createHmac } from 'node:crypto';

/**
 * The network an address belongs to: an IPv4 address itself, an IPv6 address its /64 (one host
 * commonly holds a whole /64, so its addresses are one client).
 */
export function networkOf(ip: string): string {
  const address = (ip.split('%')[0] ?? '').toLowerCase();
  const v4 = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (v4?.[1]) return v4[1];
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const full =
    tail === undefined
      ? groups(head)
      : [
          ...groups(head),
          ...Array(Math.max(0, 8 - groups(head).length - groups(tail).length)).fill('0'),
          ...groups(tail),
        ];
  return `${full
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Who sent a health report, as the auto-rollback counts it (decision 0027): the sender's network
 * keyed with APP_SECRET, so the table holds no address and the key cannot be guessed from one.
 */
export function clientKey(ip: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`mfe-health:${networkOf(ip)}`)
    .digest('hex')
    .slice(0, 16);
}
