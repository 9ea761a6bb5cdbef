import { pathFor, type RegisterResponse } from '@app/shared-contracts';

export interface RegisterOutcome {
  /** Store token and user before navigating. */
  signIn: boolean;
  /** a path of the route table: confirm, home or login */
  to: string;
  /** Shown on the login page when the account must sign in first. */
  message?: string;
}

/** Spec 1 §4: token + 'SENT' → confirm; token → home; no token → login with the message. */
export function registerOutcome(
  response: Pick<RegisterResponse, 'token' | 'verification' | 'message'>,
): RegisterOutcome {
  if (response.token) {
    return { signIn: true, to: pathFor(response.verification === 'SENT' ? 'confirm' : 'home') };
  }
  return { signIn: false, to: pathFor('login'), message: response.message };
}
