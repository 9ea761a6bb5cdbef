import { Link } from '@app/router';
import { pathFor } from '@app/shared-contracts';
import { EmptyState, ErrorState, Skeleton } from '@app/ui';
import { button } from '#styled-system/recipes';
import { CourseList } from '../../../components/course-list';
import { Page, PageTitle } from '../../../components/page';
import { messages } from '../../../messages';
import { useMyCourses } from '../api/get-my-courses';

const t = messages.myCourses;

/** /my-courses: grid on desktop, list on phone, or the empty message. */
export function MyCoursesView() {
  const query = useMyCourses();
  // the sign-in answer's list is shown (placeholder) while the fresh one loads
  const courses = query.data;
  return (
    <Page>
      <PageTitle>{t.title}</PageTitle>
      {!courses && query.isPending ? <Skeleton height="10rem" /> : null}
      {!courses && query.isError ? (
        <ErrorState message={messages.loadFailed} onRetry={() => void query.refetch()} />
      ) : null}
      {courses && courses.length === 0 ? (
        <EmptyState
          title={t.empty}
          action={
            <Link to={pathFor('courses')} className={button()}>
              {t.browse}
            </Link>
          }
        />
      ) : null}
      {courses && courses.length > 0 ? <CourseList courses={courses} label={t.title} priority /> : null}
    </Page>
  );
}
