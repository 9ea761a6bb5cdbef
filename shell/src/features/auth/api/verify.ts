import { http, receiveUser, type VerifyResponse } from '@app/shared-contracts';
import { useMutation } from '@tanstack/react-query';

export async function verifyEmail(code: string) {
  const { data } = await http.post<VerifyResponse>('/verify', { code });
  return data.user;
}

/**
 * The 6-digit code of the confirmation e-mail; the verified user replaces the session's, then
 * `then` runs in the same callback (see login.ts).
 */
export function useVerifyEmail(then?: () => void) {
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (user) => {
      receiveUser(user);
      then?.();
    },
  });
}

export async function sendVerification() {
  await http.post('/verify/send');
}

/** Sends the confirmation code again. */
export function useSendVerification() {
  return useMutation({ mutationFn: sendVerification });
}
