import { http, type PasswordResetValidateResponse, postTo } from '@app/shared-contracts';
import { useMutation } from '@tanstack/react-query';

export async function requestReset(email: string) {
  await http.post('/password/reset', { email });
}

/** Answers the one-time url of step 3 ('/v1/password/reset/<token>'). */
export async function validateResetCode({ email, code }: { email: string; code: string }) {
  const { data } = await http.post<PasswordResetValidateResponse>('/password/reset/validate', {
    email,
    code,
  });
  return data.url;
}

/** The url already holds /v1, so the instance's base URL is not added again. */
export async function completeReset({ url, password }: { url: string; password: string }) {
  await postTo(url, { password });
}

/** Step 1: the code is e-mailed. */
export const useRequestReset = () => useMutation({ mutationFn: requestReset });
/** Step 2: the code is exchanged for the one-time url. */
export const useValidateResetCode = () => useMutation({ mutationFn: validateResetCode });
/** Step 3: the new password is posted to that url. */
export const useCompleteReset = () => useMutation({ mutationFn: completeReset });
