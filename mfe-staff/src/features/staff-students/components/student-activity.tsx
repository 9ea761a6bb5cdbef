import { formatDateTime, type StaffStudentDetail } from '@app/shared-contracts';
import { messages } from '../../../messages';
import { useResetViews } from '../api/reset-views';
import { useRevokeSessions } from '../api/revoke-sessions';
import { ConfirmAction } from './confirm-action';
import { Section, SectionTable } from './section-table';

const t = messages.student;
const c = t.columns;
type Detail = StaffStudentDetail;

/** Counted views per video, each reset on its own. */
export function StudentViews({ studentId, views }: { studentId: number; views: Detail['views'] }) {
  const reset = useResetViews(studentId);
  return (
    <Section title={t.views}>
      <SectionTable
        caption={t.viewsCaption}
        rows={views}
        rowKey={(r) => r.video.id}
        empty={t.noViews}
        columns={[
          { header: c.video, cell: (r) => r.video.name },
          { header: c.lecture, cell: (r) => r.lecture.name },
          { header: c.views, cell: (r) => t.viewsOf(r.counted_views, r.views_limit) },
          {
            header: c.actions,
            cell: (r) => (
              <ConfirmAction
                label={t.resetViews}
                name={t.resetViewsQuestion(r.video.name)}
                question={t.resetViewsQuestion(r.video.name)}
                danger={false}
                run={() => reset.mutateAsync(r.video.id)}
              />
            ),
          },
        ]}
      />
    </Section>
  );
}

export function StudentExams({ results }: { results: Detail['exam_results'] }) {
  return (
    <Section title={t.exams}>
      <SectionTable
        caption={t.examsCaption}
        rows={results}
        rowKey={(r) => r.session_id}
        empty={t.noExams}
        columns={[
          { header: c.exam, cell: (r) => r.exam.name },
          { header: c.date, cell: (r) => formatDateTime(r.submitted_at ?? r.started_at) },
          { header: c.mark, cell: (r) => t.mark(r.mark, r.total_mark) },
          {
            header: c.result,
            cell: (r) =>
              !r.submitted_at ? t.running : r.succeeded === null ? t.none : r.succeeded ? t.passed : t.failed,
          },
        ]}
      />
    </Section>
  );
}

/** The devices signed in now: one out, or all out (this also clears the device limit). */
export function StudentSessions({
  studentId,
  sessions,
}: {
  studentId: number;
  sessions: Detail['sessions'];
}) {
  const revoke = useRevokeSessions(studentId);
  const all =
    sessions.length > 0 ? (
      <ConfirmAction
        label={t.signOutAll}
        question={t.signOutAllQuestion}
        run={() => revoke.mutateAsync(undefined)}
      />
    ) : null;
  return (
    <Section title={t.sessions} actions={all}>
      <SectionTable
        caption={t.sessionsCaption}
        rows={sessions}
        rowKey={(r) => r.id}
        empty={t.noSessions}
        columns={[
          { header: c.device, cell: (r) => r.user_agent ?? t.unknownDevice },
          { header: t.issued, cell: (r) => formatDateTime(r.created_at) },
          { header: t.lastUsed, cell: (r) => (r.last_used_at ? formatDateTime(r.last_used_at) : t.none) },
          {
            header: c.actions,
            cell: (r) => (
              <ConfirmAction
                label={t.signOut}
                question={t.signOutQuestion}
                run={() => revoke.mutateAsync(r.id)}
              />
            ),
          },
        ]}
      />
    </Section>
  );
}
