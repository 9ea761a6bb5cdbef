import type { Course } from '@app/shared-contracts';
import type { ReactNode } from 'react';
import { CourseActionProvider } from '../components/course-action';
import { CourseAccess } from '../features/course-access/components/course-access';

function CardAccess({ course }: { course: Course }) {
  return <CourseAccess course={course} size="sm" />;
}

/** Course cards inside get the join / purchase button of the course-access feature. */
export function WithCardAccess({ children }: { children: ReactNode }) {
  return <CourseActionProvider value={CardAccess}>{children}</CourseActionProvider>;
}
