import type { CourseCardProps } from '@app/shared-contracts';
import { CourseCard } from '../components/course-card';
import { WithCardAccess } from './with-card-access';

/** './widgets/course-card': a course card with its join / purchase button, for other remotes. */
export default function CourseCardWidget(props: CourseCardProps) {
  if (!props?.course) return null;
  return (
    <WithCardAccess>
      <CourseCard {...props} />
    </WithCardAccess>
  );
}
