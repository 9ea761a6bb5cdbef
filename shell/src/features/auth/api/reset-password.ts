import { http, type PasswordResetValidateResponse, postTo } from '@app/shared-contracts';

export async function requestReset(email: string) {
  await http.post('/password/reset', { email });
}

/** Answers the one-time url of step 3 ('/v1/password/reset/<token>'). */
export async function validateResetCode(email: string, code: string) {
  const { data } = await http.post('/password/reset/validate', { email, code });
  return (data as PasswordResetValidateResponse).url;
}

/** The url already holds /v1, so the instance's base URL is not added again. */
export async function completeReset(url: string, password: string) {
  await postTo(url, { password });
}
