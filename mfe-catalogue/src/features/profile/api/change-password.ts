import { http, type PasswordChangeBody, type PasswordChangeResponse } from '@app/shared-contracts';

/** POST /profile/password -> a new token and user (they replace the stored ones). */
export async function changePassword(body: PasswordChangeBody): Promise<PasswordChangeResponse> {
  const { data } = await http.post('/profile/password', body);
  return data as PasswordChangeResponse;
}
