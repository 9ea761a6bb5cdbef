import { describe, expect, it } from 'vitest';
import { readAppHandoff } from './handoff';

describe('app auto-login hand-off', () => {
  it('reverses the token and lands on the wallet with the q parameters', () => {
    const q = encodeURIComponent('recharge=100&error=x');
    expect(readAppHandoff('/', `?tk=cba321&from=app&to=w&q=${q}`)).toEqual({
      token: '123abc',
      target: '/wallet?recharge=100&error=x',
    });
  });

  it('lands on the plain wallet without q, on home without to=w', () => {
    expect(readAppHandoff('/home', '?tk=zyx&from=app&to=w')).toEqual({ token: 'xyz', target: '/wallet' });
    expect(readAppHandoff('/', '?tk=zyx&from=app')).toEqual({ token: 'xyz', target: '/home' });
  });

  it('ignores other pages and queries without from=app', () => {
    expect(readAppHandoff('/courses', '?tk=zyx&from=app')).toBeNull();
    expect(readAppHandoff('/', '?tk=zyx')).toBeNull();
    expect(readAppHandoff('/', '')).toBeNull();
  });
});
