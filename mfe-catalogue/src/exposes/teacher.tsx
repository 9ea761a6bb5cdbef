import '../index.css';
import { normalizeDigits, type PagePrefetch, queryClient } from '@app/shared-contracts';
import { teacherQueryOptions } from '../features/teachers/api/get-teacher';

export { default } from '../pages/teacher-page';

/** The teacher, asked for while the shell renders, not once the page has rendered (issue 35). */
export const prefetch: PagePrefetch = ({ params }, client = queryClient) => {
  const id = Number(normalizeDigits(params.id ?? ''));
  if (Number.isInteger(id) && id > 0) return client.prefetchQuery(teacherQueryOptions(id));
};
