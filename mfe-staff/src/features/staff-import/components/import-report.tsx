import type { StudentImportReport } from '@app/shared-contracts';
import { Badge } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.importStudents;
const table = css({
  width: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': {
    padding: '2',
    borderBlockEndWidth: '1px',
    borderColor: 'border',
    textAlign: 'start',
    verticalAlign: 'top',
  },
});
const TONES = { ready: 'info', created: 'success', skipped: 'danger' } as const;

/** The row-by-row answer: what would be or was created, what was skipped and why, by column. */
export function ImportReport({ report }: { report: StudentImportReport['data'] }) {
  return (
    <section className={css({ display: 'grid', gap: '2' })} aria-label={t.reportTitle}>
      <p role="status">
        {report.mode === 'dry_run'
          ? t.dryRunSummary(report.ready, report.skipped)
          : t.commitSummary(report.created, report.skipped)}
      </p>
      <div className={css({ overflowX: 'auto' })}>
        <table className={table}>
          <caption className={css({ srOnly: true })}>{t.reportTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.row}</th>
              <th scope="col">{t.columns.name}</th>
              <th scope="col">{t.columns.email}</th>
              <th scope="col">{t.columns.status}</th>
              <th scope="col">{t.columns.reasons}</th>
              {report.mode === 'commit' ? <th scope="col">{t.columns.password}</th> : null}
            </tr>
          </thead>
          <tbody>
            {report.rows.map((r) => (
              <tr key={r.row}>
                <td>{r.row}</td>
                <td>{r.name ?? '—'}</td>
                <td>{r.email ? <bdi dir="ltr">{r.email}</bdi> : '—'}</td>
                <td>
                  <Badge tone={TONES[r.status]}>{t.statuses[r.status]}</Badge>
                </td>
                <td>
                  <ul className={css({ display: 'grid', gap: '1' })}>
                    {Object.entries(r.errors).map(([column, reasons]) => (
                      <li key={column}>
                        {t.columnNames[column as keyof typeof t.columnNames] ?? column}: {reasons.join('، ')}
                      </li>
                    ))}
                  </ul>
                </td>
                {report.mode === 'commit' ? (
                  <td>{r.password ? <code dir="ltr">{r.password}</code> : '—'}</td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
