import { useParams } from '@app/router';
import { normalizeDigits } from '@app/shared-contracts';
import { Skeleton } from '@app/ui';
import { css } from '#styled-system/css';
import { CourseListSkeleton } from '../../../components/course-list';
import { Page, SectionHeading } from '../../../components/page';
import { messages } from '../../../messages';
import { useTeacher } from '../api/get-teacher';
import { TeacherHeader } from './teacher-header';

/**
 * /teachers/{id} as the server sends it to a signed-in student (issue 35, as /home in decision
 * 0022): the teacher's header, the same for every student (the banner is the page's largest
 * paint), and placeholders for the courses (their joined flags are the student's). The data is a
 * guest's GET /teachers/{id}; the app replaces it with the student's page once that is on screen.
 */
export function TeacherFirstScreen() {
  const id = Number(normalizeDigits(useParams().id ?? ''));
  const teacher = useTeacher(Number.isInteger(id) && id > 0 ? id : 0).data?.teacher;
  return (
    <Page label={messages.loading}>
      {teacher ? <TeacherHeader teacher={teacher} /> : <Skeleton height="14rem" />}
      <section className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <SectionHeading>{messages.teachers.courses}</SectionHeading>
        <CourseListSkeleton count={3} />
      </section>
    </Page>
  );
}
