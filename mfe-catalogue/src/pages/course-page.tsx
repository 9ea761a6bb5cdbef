import { useParams } from '@app/router';
import { normalizeDigits } from '@app/shared-contracts';
import { CourseView } from '../features/course/components/course-view';
import { CourseAccess } from '../features/course-access/components/course-access';
import { usePurchaseUpdates } from '../features/course-access/hooks/use-purchase-updates';

/** /courses/:id (spec 2 §2): the course with its join / purchase button. */
export default function CoursePage() {
  const { id } = useParams();
  const courseId = Number(normalizeDigits(id ?? ''));
  // a lecture bought in learning's section (through the wallet's checkout) updates this course
  usePurchaseUpdates();
  return (
    <CourseView
      courseId={Number.isInteger(courseId) && courseId > 0 ? courseId : 0}
      renderAccess={(course, reload) => <CourseAccess course={course} onDone={reload} />}
    />
  );
}
