import type { CourseAccessProps } from '@app/shared-contracts';
import { CourseAccess } from '../features/course-access/components/course-access';

/** './widgets/course-access': the join / purchase button and dialogs of spec 1 §4. */
export default function CourseAccessWidget(props: CourseAccessProps) {
  if (!props?.course) return null;
  return <CourseAccess {...props} />;
}
