import { http, type LoginBody, loginResponseSchema } from '@app/shared-contracts';

export async function login(body: LoginBody) {
  const { data } = await http.post('/login', body);
  return loginResponseSchema.parse(data);
}
