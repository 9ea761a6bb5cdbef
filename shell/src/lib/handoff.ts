// The phone app opens the web wallet signed in: /?tk=<reversed token>&from=app&to=w&q=<query>
// (spec 1 §2, docs/wrapper-platform.md). Read once at start, before the token check.
import { pathFor } from '@app/shared-contracts';

export interface HandoffResult {
  token: string;
  target: string;
}

export function readAppHandoff(pathname: string, search: string): HandoffResult | null {
  if (pathname !== pathFor('welcome') && pathname !== pathFor('home')) return null;
  const params = new URLSearchParams(search);
  const tk = params.get('tk');
  if (!tk || params.get('from') !== 'app') return null;
  const token = [...tk].reverse().join('');
  let target = pathFor('home');
  if (params.get('to') === 'w') {
    const q = (params.get('q') ?? '').replace(/^\?/, '');
    const extra = new URLSearchParams(q).toString();
    target = extra ? `${pathFor('wallet')}?${extra}` : pathFor('wallet');
  }
  return { token, target };
}
