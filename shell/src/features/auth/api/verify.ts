import { http, verifyResponseSchema } from '@app/shared-contracts';

export async function verifyEmail(code: string) {
  const { data } = await http.post('/verify', { code });
  return verifyResponseSchema.parse(data).user;
}

export async function sendVerification() {
  await http.post('/verify/send');
}
