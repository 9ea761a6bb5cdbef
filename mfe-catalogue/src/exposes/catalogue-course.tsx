import '../index.css';
import { type PagePrefetch, queryClient } from '@app/shared-contracts';
import { staffCourseQueryOptions } from '../features/staff-catalogue/api/get-course';
import { catalogueOptionsQueryOptions } from '../features/staff-catalogue/api/get-options';
import { courseIdOf } from '../staff/course-editor-page';

export { default } from '../staff/course-editor-page';

/** The course and the form's options, asked for as soon as this code is here (not after its render). */
export const prefetch: PagePrefetch = ({ params }, client = queryClient) => {
  const id = courseIdOf(params.id);
  return Promise.all([
    client.prefetchQuery(catalogueOptionsQueryOptions()),
    id === null ? null : client.prefetchQuery(staffCourseQueryOptions(id)),
  ]);
};
