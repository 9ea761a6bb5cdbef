import { http, type VerifyResponse } from '@app/shared-contracts';

export async function verifyEmail(code: string) {
  const { data } = await http.post('/verify', { code });
  return (data as VerifyResponse).user;
}

export async function sendVerification() {
  await http.post('/verify/send');
}
