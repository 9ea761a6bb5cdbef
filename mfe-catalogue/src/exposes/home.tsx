import '../index.css';
import { type PagePrefetch, queryClient } from '@app/shared-contracts';
import { homeQueryOptions } from '../features/home/api/get-home';

export { default } from '../pages/home-page';

/** The student's home, asked for while the shell renders (issue 9). */
export const prefetch: PagePrefetch = (_address, client = queryClient) =>
  client.prefetchQuery(homeQueryOptions());
