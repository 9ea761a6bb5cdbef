import { appDataSchema, http } from '@app/shared-contracts';

export async function getAppData() {
  const { data } = await http.get('/app');
  return appDataSchema.parse(data);
}
