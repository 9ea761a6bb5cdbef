import { Link } from '@app/router';
import {
  type ExamResultRow,
  examResultStatus,
  formatDateTime,
  messageFor,
  pathFor,
  routeByName,
} from '@app/shared-contracts';
import { loadMessages } from '@app/shared-contracts/errors';
import { Badge, EmptyState, ErrorState, Spinner } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { type ResultsKind, useExamResults } from '../api/get-exam-results';

const t = messages.results;
const tone = {
  in_progress: 'info',
  closing: 'info',
  not_shown: 'neutral',
  not_corrected: 'warning',
  passed: 'success',
  failed: 'danger',
} as const;

/** A session not submitted yet has a status too: running, or out of time and waiting for the server. */
export function rowStatus(row: ExamResultRow): keyof typeof tone {
  if (row.active) return 'in_progress';
  if (row.submitted_at === null) return 'closing';
  return examResultStatus(row);
}

/** The results list of /my-exams/exams and /my-exams/homeworks: exam, date, status, marks when shown. */
export function ResultsList({ kind }: { kind: ResultsKind }) {
  const results = useExamResults(kind);
  const title = routeByName(kind === 'exam' ? 'my-exams' : 'my-homeworks').meta.title;
  return (
    <section
      aria-labelledby="results-title"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
        padding: '4',
        maxWidth: '3xl',
        marginInline: 'auto',
        width: 'full',
      })}
    >
      <h1 id="results-title" className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' })}>
        {title}
      </h1>
      {results.isPending ? (
        <Spinner />
      ) : results.isError ? (
        <ErrorState
          message={messageFor(results.error, loadMessages, loadMessages.fallback)}
          onRetry={() => void results.refetch()}
        />
      ) : results.data.data.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <ul
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '2',
            listStyle: 'none',
            padding: 0,
          })}
        >
          {results.data.data.map((row) => {
            const status = rowStatus(row);
            return (
              <li
                key={row.id}
                className={css({
                  borderWidth: '1px',
                  borderColor: 'border',
                  borderRadius: 'md',
                  padding: '3',
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: '2',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                })}
              >
                <div>
                  <Link
                    to={pathFor('exam-session', {}, { sessionToken: row.token })}
                    className={css({ fontWeight: 'bold' })}
                  >
                    {row.exam.name}
                  </Link>
                  <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                    {formatDateTime(row.submitted_at ?? row.start_time)}
                  </p>
                </div>
                <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                  {row.correction_mark !== null ? (
                    <span dir="ltr">{t.marks(row.correction_mark, row.total_mark)}</span>
                  ) : null}
                  <Badge tone={tone[status]}>{t.status[status]}</Badge>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
