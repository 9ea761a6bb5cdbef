import { http } from '@app/shared-contracts';

export async function logoutOnServer() {
  await http.post('/logout');
}
