import type { ExamBankImportReport } from '@app/shared-contracts';
import { Badge } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.staffBank.importDialog;
const tone = { ready: 'success', created: 'success', skipped: 'danger' } as const;

/** The import's answer row by row: what is ready (or was added) and each refused row's reasons. */
export function ImportReport({ report }: { report: ExamBankImportReport }) {
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <p role="status">
        {report.mode === 'commit'
          ? t.done(report.created, report.skipped)
          : t.summary(report.ready, report.skipped)}
      </p>
      <section
        aria-label={t.reportCaption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className={css({ overflow: 'auto', maxHeight: '80', borderWidth: '1px', borderRadius: 'l2' })}
      >
        <table
          className={css({
            width: 'full',
            fontSize: 'sm',
            '& th, & td': { padding: '2', textAlign: 'start' },
          })}
        >
          <caption className={css({ srOnly: true })}>{t.reportCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.row}</th>
              <th scope="col">{t.text}</th>
              <th scope="col">{t.status}</th>
              <th scope="col">{t.reasons}</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((r) => (
              <tr key={r.row}>
                <td>{r.row}</td>
                <td>{r.text}</td>
                <td>
                  <Badge tone={tone[r.status]}>{t.statuses[r.status]}</Badge>
                </td>
                <td>
                  <ul>
                    {Object.entries(r.errors).map(([col, reasons]) => (
                      <li key={col}>
                        <bdi dir="ltr">{col}</bdi>: {reasons.join('، ')}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
