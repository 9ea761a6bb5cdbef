import { http, type RegisterBody, registerResponseSchema } from '@app/shared-contracts';

export async function register(body: RegisterBody) {
  const { data } = await http.post('/register', body);
  return registerResponseSchema.parse(data);
}
