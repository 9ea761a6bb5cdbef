import { describe, expect, it } from 'vitest';
import { registerOutcome } from './register-outcome';

describe('register outcomes (spec 1 §4)', () => {
  it('signs in and goes to confirm when a code was sent', () => {
    expect(registerOutcome({ token: 't', verification: 'SENT', message: 'تم' })).toEqual({
      signIn: true,
      to: '/confirm',
    });
  });
  it('signs in and goes home without verification', () => {
    expect(registerOutcome({ token: 't', verification: null, message: 'تم' })).toEqual({
      signIn: true,
      to: '/home',
    });
  });
  it('goes to login with the message when no token is returned', () => {
    expect(registerOutcome({ token: null, verification: null, message: 'سجّل الدخول' })).toEqual({
      signIn: false,
      to: '/login',
      message: 'سجّل الدخول',
    });
  });
});
