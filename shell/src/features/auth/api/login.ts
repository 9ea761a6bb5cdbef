import { http, type LoginBody, type LoginResponse } from '@app/shared-contracts';

export async function login(body: LoginBody) {
  const { data } = await http.post('/login', body);
  return data as LoginResponse;
}
