import { statusOf } from '@app/shared-contracts';
import { ErrorState, Skeleton } from '@app/ui';
import { css } from '#styled-system/css';
import { CourseList } from '../../../components/course-list';
import { Page, SectionHeading } from '../../../components/page';
import { messages } from '../../../messages';
import { useTeacher } from '../api/get-teacher';
import { TeacherHeader } from './teacher-header';

const t = messages.teachers;

/** /teachers/:id: banner, avatar, name, courses_count, contact links, their courses. */
export function TeacherView({ teacherId }: { teacherId: number }) {
  const query = useTeacher(teacherId);
  if (query.isPending && teacherId > 0)
    return (
      <Page label={messages.loading}>
        <Skeleton height="14rem" />
      </Page>
    );
  if (!query.data) {
    const missing = teacherId <= 0 || statusOf(query.error) === 404;
    return (
      <Page>
        <ErrorState
          message={missing ? t.notFound : messages.loadFailed}
          onRetry={missing ? undefined : () => void query.refetch()}
        />
      </Page>
    );
  }
  const { teacher, courses } = query.data;
  return (
    <Page>
      <TeacherHeader teacher={teacher} />
      <section
        aria-labelledby="teacher-courses"
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      >
        <SectionHeading id="teacher-courses">{t.courses}</SectionHeading>
        <CourseList courses={courses} label={t.courses} />
      </section>
    </Page>
  );
}
