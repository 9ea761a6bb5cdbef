import { Link, useParams } from '@app/router';
import { isAdmin, RemoteModule, useSession } from '@app/shared-contracts';
import { staffPathFor } from '@app/shared-contracts/staff-routes';
import { EmptyState, ErrorState, Spinner } from '@app/ui';
import { StaffPageHeader } from '@app/ui/staff';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { MessageForm } from '../features/staff-messages/components/message-form';
import { useStaffStudent } from '../features/staff-students/api/get-staff-student';
import { Section } from '../features/staff-students/components/section-table';
import {
  StudentExams,
  StudentSessions,
  StudentViews,
} from '../features/staff-students/components/student-activity';
import { StudentCourses, StudentLectures } from '../features/staff-students/components/student-learning';
import { StudentProfile } from '../features/staff-students/components/student-profile';
import { messages } from '../messages';

const t = messages.student;

/** /staff/students/:id: everything the desk knows and does about one student. */
export default function StudentPage() {
  const raw = useParams().id ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  const student = useStaffStudent(id);
  const admin = useSession((s) => isAdmin(s.user));
  const back = (
    <Link to={staffPathFor('students')} className={button({ variant: 'ghost', size: 'sm' })}>
      {t.back}
    </Link>
  );
  if (student.isPending) return <Spinner />;
  if (student.isError) {
    const missing = (student.error as { response?: { status?: number } }).response?.status === 404;
    return missing ? (
      <EmptyState title={t.notFound} action={back} />
    ) : (
      <ErrorState onRetry={() => void student.refetch()} />
    );
  }
  const s = student.data;
  return (
    <article className={css({ display: 'grid', gap: '6' })}>
      <StaffPageHeader title={s.profile.name} actions={back} />
      <StudentProfile profile={s.profile} />
      <Section title={t.wallet}>
        {/* the wallet's own page of this student (balance, ledger, cash; the admin's adjustment) */}
        <RemoteModule
          remote="mfe-wallet"
          module="./staff/student-wallet"
          props={{ studentId: s.profile.id }}
        />
      </Section>
      <StudentCourses studentId={id} courses={s.courses} />
      <StudentLectures studentId={id} lectures={s.lectures} />
      <StudentViews studentId={id} views={s.views} />
      <StudentExams results={s.exam_results} />
      <StudentSessions studentId={id} sessions={s.sessions} />
      <Section title={messages.staffMessages.formTitle}>
        <MessageForm studentId={id} canBroadcast={admin} grades={[]} />
      </Section>
    </article>
  );
}
