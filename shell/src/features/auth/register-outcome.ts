import type { RegisterResponse } from '@app/shared-contracts';

export interface RegisterOutcome {
  /** Store token and user before navigating. */
  signIn: boolean;
  to: '/confirm' | '/home' | '/login';
  /** Shown on the login page when the account must sign in first. */
  message?: string;
}

/** Spec 1 §4: token + 'SENT' → confirm; token → home; no token → login with the message. */
export function registerOutcome(
  response: Pick<RegisterResponse, 'token' | 'verification' | 'message'>,
): RegisterOutcome {
  if (response.token) {
    return { signIn: true, to: response.verification === 'SENT' ? '/confirm' : '/home' };
  }
  return { signIn: false, to: '/login', message: response.message };
}
