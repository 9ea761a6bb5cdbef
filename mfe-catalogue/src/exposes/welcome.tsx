import '../index.css';
import { type PagePrefetch, queryClient } from '@app/shared-contracts';
import { welcomeQueryOptions } from '../features/welcome/api/get-welcome';

export { default } from '../pages/welcome-page';

/** The featured courses, asked for while the shell renders (issue 9). */
export const prefetch: PagePrefetch = (_address, client = queryClient) =>
  client.prefetchQuery(welcomeQueryOptions());
