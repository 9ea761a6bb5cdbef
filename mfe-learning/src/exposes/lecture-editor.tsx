import '../index.css';
import { type PagePrefetch, queryClient } from '@app/shared-contracts';
import { staffLectureQuery } from '../features/staff-lectures/api/get-lecture';
import { idOf } from '../staff/lecture-editor-page';

export { default } from '../staff/lecture-editor-page';

/** The lecture, asked for as soon as this code is here (not after its render). */
export const prefetch: PagePrefetch = ({ params }, client = queryClient) => {
  const id = idOf(params.lectureId);
  return id > 0 ? client.prefetchQuery(staffLectureQuery(id)) : undefined;
};
