import { type AppData, http } from '@app/shared-contracts';

export async function getAppData() {
  const { data } = await http.get('/app');
  return data as AppData;
}
