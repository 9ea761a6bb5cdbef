import { useParams } from '@app/router';
import { normalizeDigits } from '@app/shared-contracts';
import { useCourse } from '../api/get-course';
import { CourseLoading } from './course-loading';

/**
 * /courses/{id} as the server sends it to a signed-in student (issue 35, as /home in decision
 * 0022): the server never sees the token, so only what every student sees, the course's image,
 * and placeholders for the rest (joined, bought, the lectures are the student's). The data is a
 * guest's GET /courses/{id}; the app replaces it with the student's page once that is on screen.
 */
export function CourseFirstScreen() {
  const id = Number(normalizeDigits(useParams().id ?? ''));
  const course = useCourse(Number.isInteger(id) && id > 0 ? id : 0).data;
  return <CourseLoading course={course} />;
}
