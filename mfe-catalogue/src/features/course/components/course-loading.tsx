import type { CourseDetail } from '@app/shared-contracts';
import { Skeleton, SkeletonText } from '@app/ui';
import { Page } from '../../../components/page';
import { messages } from '../../../messages';
import { CourseImage, columnClass, headerClass } from './course-header';

/**
 * /courses/{id} while the student's course loads (`aria-busy`). With `course` (the server's first
 * screen for a signed-in student, from a guest's answer: issue 35) the image, the page's largest
 * paint, is already in its place and size, so the student's page replaces it without a jump.
 */
export function CourseLoading({ course }: { course?: CourseDetail }) {
  return (
    <Page label={messages.loading}>
      {course ? (
        <header className={headerClass(false)}>
          <div className={columnClass}>
            <CourseImage course={course} />
          </div>
          <SkeletonText lines={3} />
        </header>
      ) : (
        <Skeleton height="14rem" />
      )}
      <SkeletonText lines={4} />
    </Page>
  );
}
