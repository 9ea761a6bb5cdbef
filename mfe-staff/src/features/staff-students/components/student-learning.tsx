import { formatDateTime, type StaffStudentDetail } from '@app/shared-contracts';
import { messages } from '../../../messages';
import { useSetCourse } from '../api/set-course';
import { useSetLecture } from '../api/set-lecture';
import { ConfirmAction } from './confirm-action';
import { GrantForm } from './grant-form';
import { Section, SectionTable } from './section-table';

const t = messages.student;
const c = t.columns;
type Detail = StaffStudentDetail;

/** The student's courses: how each was got, grant one, take one back. */
export function StudentCourses({ studentId, courses }: { studentId: number; courses: Detail['courses'] }) {
  const set = useSetCourse(studentId);
  return (
    <Section title={t.courses}>
      <SectionTable
        caption={t.coursesCaption}
        rows={courses}
        rowKey={(r) => r.id}
        empty={t.noCourses}
        columns={[
          { header: c.name, cell: (r) => r.name },
          { header: c.kind, cell: (r) => t.kind[r.kind] },
          { header: c.since, cell: (r) => formatDateTime(r.since) },
          {
            header: c.actions,
            cell: (r) => (
              <ConfirmAction
                label={t.revoke}
                name={t.revokeCourseQuestion(r.name)}
                question={t.revokeCourseQuestion(r.name)}
                run={() => set.mutateAsync({ courseId: r.id, grant: false })}
              />
            ),
          },
        ]}
      />
      <GrantForm
        title={t.grantCourse}
        idLabel={t.courseId}
        grant={(v) => set.mutateAsync({ courseId: v.id, grant: true })}
      />
    </Section>
  );
}

/** The student's lectures with their end dates: grant one for some days, take one back. */
export function StudentLectures({
  studentId,
  lectures,
}: {
  studentId: number;
  lectures: Detail['lectures'];
}) {
  const set = useSetLecture(studentId);
  return (
    <Section title={t.lectures}>
      <SectionTable
        caption={t.lecturesCaption}
        rows={lectures}
        rowKey={(r) => r.id}
        empty={t.noLectures}
        columns={[
          { header: c.name, cell: (r) => r.name },
          { header: c.course, cell: (r) => r.course.name },
          { header: c.ends, cell: (r) => (r.expires_at ? formatDateTime(r.expires_at) : t.forever) },
          {
            header: c.actions,
            cell: (r) => (
              <ConfirmAction
                label={t.revoke}
                name={t.revokeLectureQuestion(r.name)}
                question={t.revokeLectureQuestion(r.name)}
                run={() => set.mutateAsync({ lectureId: r.id, grant: false })}
              />
            ),
          },
        ]}
      />
      <GrantForm
        title={t.grantLecture}
        idLabel={t.lectureId}
        withDays
        grant={(v) => set.mutateAsync({ lectureId: v.id, grant: true, days: v.days })}
      />
    </Section>
  );
}
