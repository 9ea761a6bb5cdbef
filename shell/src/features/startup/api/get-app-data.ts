import { type AppData, http } from '@app/shared-contracts';
import { takeEarlyAppData } from '../../../lib/early-requests';

export async function getAppData() {
  // The entry's early request, when it answered; otherwise the http client (its errors, retries).
  const early = await takeEarlyAppData();
  if (early) return early as AppData;
  const { data } = await http.get('/app');
  return data as AppData;
}
