import { useNavigate } from '@app/router';
import { type Exam, messageFor, pathFor } from '@app/shared-contracts';
import { examSessionMessages } from '@app/shared-contracts/errors';
import { Badge, Button, ConfirmDialog } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useStartExamSession } from '../api/start-exam-session';

const t = messages.details;
/** Spec 2 §9: the session page opens about 600 ms after the session was created. */
export const EXAM_NAVIGATION_DELAY_MS = 600;

/** Spec 2 §4: start / continue / view result / view session. */
export function startLabel(exam: Exam): string {
  if (exam.active_session) return t.continue;
  if (exam.has_session) return exam.show_result ? t.viewResult : t.viewSession;
  return t.start;
}

/** An exam's details and its start button (entry page and lecture contents). */
export function ExamDetailsCard({
  exam,
  courseId,
  onAlternative,
}: {
  exam: Exam;
  courseId?: number;
  /** Given when the exam sends its students to its alternative (navigate_to_alternative). */
  onAlternative?: () => void;
}) {
  const navigate = useNavigate();
  const start = useStartExamSession();
  const [resume, setResume] = useState(false);
  const open = (token: string) =>
    navigate(pathFor('exam-session', {}, { sessionToken: token, course_id: courseId }));

  function onStart() {
    if (exam.active_session) return setResume(true);
    const done = exam.latest_session;
    if (exam.has_session && done) return open(done.token);
    start.mutate(exam.id, {
      onSuccess: (answer) => setTimeout(() => open(answer.data.token), EXAM_NAVIGATION_DELAY_MS),
    });
  }

  return (
    <article
      aria-labelledby={`exam-${exam.id}`}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'lg',
        padding: '4',
      })}
    >
      <h2 id={`exam-${exam.id}`} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {exam.name}
      </h2>
      {exam.description ? <p className={css({ whiteSpace: 'pre-wrap' })}>{exam.description}</p> : null}
      <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2' })}>
        <dt className={css({ color: 'fg.muted' })}>{t.duration}</dt>
        <dd>{exam.duration ? t.minutes(exam.duration) : t.open}</dd>
        <dt className={css({ color: 'fg.muted' })}>{t.questions}</dt>
        <dd>{exam.questions_count}</dd>
        {exam.alternative_exam ? (
          <>
            <dt className={css({ color: 'fg.muted' })}>{t.alternative}</dt>
            <dd dir="ltr">
              {onAlternative ? (
                <Button variant="ghost" size="sm" onClick={onAlternative}>
                  {t.openAlternative(exam.alternative_exam)}
                </Button>
              ) : (
                exam.alternative_exam
              )}
            </dd>
          </>
        ) : null}
      </dl>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {exam.must_pass ? <Badge tone="warning">{t.mustPass}</Badge> : null}
        {exam.must_take ? <Badge tone="warning">{t.mustTake}</Badge> : null}
      </div>
      {start.isError ? (
        <Notice tone="danger">
          {messageFor(start.error, examSessionMessages, examSessionMessages.fallback)}
        </Notice>
      ) : null}
      {start.isSuccess ? <Notice tone="info">{t.starting}</Notice> : null}
      <Button onClick={onStart} loading={start.isPending || start.isSuccess}>
        {startLabel(exam)}
      </Button>
      <ConfirmDialog
        open={resume}
        onOpenChange={setResume}
        title={t.resumeTitle}
        message={t.resumeText(exam.attempts_count)}
        confirmLabel={t.resume}
        onConfirm={() => {
          if (exam.active_session) open(exam.active_session.token);
        }}
      />
    </article>
  );
}
