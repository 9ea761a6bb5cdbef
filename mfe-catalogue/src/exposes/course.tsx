import '../index.css';
import { normalizeDigits, type PagePrefetch, queryClient } from '@app/shared-contracts';
import { courseQueryOptions } from '../features/course/api/get-course';

export { default } from '../pages/course-page';

/** The course, asked for while the shell renders (an id that is not one waits for the page). */
export const prefetch: PagePrefetch = ({ params }, client = queryClient) => {
  const id = Number(normalizeDigits(params.id ?? ''));
  if (Number.isInteger(id) && id > 0) return client.prefetchQuery(courseQueryOptions(id));
};
