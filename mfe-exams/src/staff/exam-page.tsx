import { useParams } from '@app/router';
import { useSession } from '@app/shared-contracts';
import { Badge, ErrorState, Skeleton } from '@app/ui';
import { StaffPageHeader } from '@app/ui/staff';
import { css } from '#styled-system/css';
import { useStaffExam } from '../features/staff-exam-builder/api/get-staff-exam';
import { ExamActions } from '../features/staff-exam-builder/components/exam-actions';
import { ExamSettingsForm } from '../features/staff-exam-builder/components/exam-settings-form';
import { OverrideForm } from '../features/staff-exam-builder/components/override-form';
import { QuestionPicker } from '../features/staff-exam-builder/components/question-picker';
import { messages } from '../messages';

const t = messages.staffExams;

/** /staff/exams/:examId: settings, questions (a draft), publish/close/extend, one student's extras. */
export default function ExamPage() {
  const id = Number(useParams().examId);
  const exam = useStaffExam(id);
  // An assistant reads (the api refuses their writes anyway).
  const reader = useSession((s) => s.user?.staff_role === 'assistant');
  if (exam.isPending) return <Skeleton height="40" />;
  if (exam.isError) return <ErrorState message={t.loadFailed} onRetry={() => void exam.refetch()} />;
  const e = exam.data;
  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <StaffPageHeader
        title={e.name}
        description={t.code(e.exam_code)}
        actions={<Badge>{t.statuses[e.status]}</Badge>}
      />
      {reader ? null : <ExamActions exam={e} />}
      {reader ? null : <ExamSettingsForm key={`${e.id}-${e.status}`} exam={e} />}
      {e.status === 'draft' && !reader ? <QuestionPicker key={e.id} exam={e} /> : <p>{t.picker.locked}</p>}
      {e.status !== 'draft' && !reader ? <OverrideForm exam={e} /> : null}
    </div>
  );
}
