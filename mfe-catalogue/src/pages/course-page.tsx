import { useParams } from '@app/router';
import { normalizeDigits } from '@app/shared-contracts';
import { CourseView } from '../features/course/components/course-view';
import { CourseAccess } from '../features/course-access/components/course-access';

/** /courses/:id (spec 2 §2): the course with its join / purchase button. */
export default function CoursePage() {
  const { id } = useParams();
  const courseId = Number(normalizeDigits(id ?? ''));
  return (
    <CourseView
      courseId={Number.isInteger(courseId) && courseId > 0 ? courseId : 0}
      renderAccess={(course, reload) => <CourseAccess course={course} onDone={reload} />}
    />
  );
}
