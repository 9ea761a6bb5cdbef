import { http, type RegisterBody, type RegisterResponse } from '@app/shared-contracts';

export async function register(body: RegisterBody) {
  const { data } = await http.post('/register', body);
  return data as RegisterResponse;
}
