import '../index.css';
import { type PagePrefetch, queryClient } from '@app/shared-contracts';
import { coursesQueryOptions } from '../features/catalogue/api/get-courses';
import { filtersOf } from '../features/catalogue/hooks/use-catalogue-filters';

export { default } from '../pages/courses-page';

/** The first page of courses for the address's filters, asked for while the shell renders. */
export const prefetch: PagePrefetch = ({ search }, client = queryClient) =>
  client.prefetchInfiniteQuery(coursesQueryOptions(filtersOf(search)));
