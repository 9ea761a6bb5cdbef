import '../index.css';
import { type PagePrefetch, queryClient } from '@app/shared-contracts';
import { staffSettingsQueryOptions } from '../features/staff-settings/api/get-staff-settings';

export { default } from '../staff/settings-page';

/** The settings, asked for as soon as this code is here (not after its render). */
export const prefetch: PagePrefetch = (_address, client = queryClient) =>
  client.prefetchQuery(staffSettingsQueryOptions());
