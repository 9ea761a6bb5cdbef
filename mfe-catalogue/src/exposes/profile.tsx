import '../index.css';
import { type PagePrefetch, queryClient } from '@app/shared-contracts';
import { profileQueryOptions } from '../features/profile/api/get-profile';

export { default } from '../pages/profile-page';

/** The profile, asked for while the shell renders (issue 9). */
export const prefetch: PagePrefetch = (_address, client = queryClient) =>
  client.prefetchQuery(profileQueryOptions());
