import { useNavigate } from '@app/router';
import { type Exam, formatDateTime, messageFor, pathFor, pluralAr } from '@app/shared-contracts';
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

/**
 * Another attempt may start: none running, one left, and the window open (on this device's clock;
 * the api has the last word and answers EXAM_NOT_ACTIVE).
 */
export function canStartAnother(exam: Exam, now = Date.now()): boolean {
  if (exam.active_session || exam.attempts_count >= exam.attempts_allowed) return false;
  if (exam.starts_at && now < Date.parse(exam.starts_at)) return false;
  return !exam.ends_at || now < Date.parse(exam.ends_at);
}

/** Spec 2 §4: start / continue / view result / view session; the next attempt while one remains. */
export function startLabel(exam: Exam, now = Date.now()): string {
  if (exam.active_session) return t.continue;
  if (exam.has_session && canStartAnother(exam, now)) return t.nextAttempt;
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

  const another = canStartAnother(exam);
  const done = exam.latest_session;

  function onStart() {
    if (exam.active_session) return setResume(true);
    if (exam.has_session && done && !another) return open(done.token);
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
        <dd>{exam.duration ? pluralAr(exam.duration, t.minutes) : t.open}</dd>
        <dt className={css({ color: 'fg.muted' })}>{t.questions}</dt>
        <dd>{pluralAr(exam.questions_count, t.questionsCount)}</dd>
        <dt className={css({ color: 'fg.muted' })}>{t.attemptsAllowed}</dt>
        <dd>{pluralAr(exam.attempts_allowed, t.attempts)}</dd>
        <dt className={css({ color: 'fg.muted' })}>{t.attemptsUsed}</dt>
        <dd>{pluralAr(exam.attempts_count, t.attempts)}</dd>
        <dt className={css({ color: 'fg.muted' })}>{t.passMark}</dt>
        <dd>{t.percent(exam.pass_percentage)}</dd>
        {exam.starts_at ? (
          <>
            <dt className={css({ color: 'fg.muted' })}>{t.startsAt}</dt>
            <dd dir="ltr">{formatDateTime(exam.starts_at)}</dd>
          </>
        ) : null}
        {exam.ends_at ? (
          <>
            <dt className={css({ color: 'fg.muted' })}>{t.endsAt}</dt>
            <dd dir="ltr">{formatDateTime(exam.ends_at)}</dd>
          </>
        ) : null}
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
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button onClick={onStart} loading={start.isPending || start.isSuccess}>
          {startLabel(exam)}
        </Button>
        {/* The earlier attempt stays reachable when another one may start. */}
        {another && exam.has_session && done ? (
          <Button variant="outline" onClick={() => open(done.token)}>
            {exam.show_result ? t.viewResult : t.viewSession}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={resume}
        onOpenChange={setResume}
        title={t.resumeTitle}
        message={t.resumeText(pluralAr(exam.attempts_count, t.resumeUsed), exam.attempts_allowed)}
        confirmLabel={t.resume}
        onConfirm={() => {
          if (exam.active_session) open(exam.active_session.token);
        }}
      />
    </article>
  );
}
