import { Link } from '@app/router';
import { pathFor } from '@app/shared-contracts';
import { EmptyState, ErrorState, Skeleton } from '@app/ui';
import { button } from '#styled-system/recipes';
import { CourseList } from '../../../components/course-list';
import { Page, PageTitle } from '../../../components/page';
import { useUser } from '../../../hooks/use-session-bits';
import { messages } from '../../../messages';
import { useMyCourses } from '../api/get-my-courses';

const t = messages.myCourses;

/** /my-courses: grid on desktop, list on phone, or the empty message. */
export function MyCoursesView() {
  const query = useMyCourses();
  const sessionCourses = useUser()?.my_courses;
  // the session user already holds them: show those while the fresh list loads
  const courses = query.data ?? sessionCourses;
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
