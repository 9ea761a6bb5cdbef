import { Button, EmptyState, ErrorState, Spinner } from '@app/ui';
import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
import { ChartCard, type ChartCardProps } from './chart-card';
import { type CsvCell, downloadCsv } from './download-csv';
import { staffUiMessages } from './messages';

export interface StatWidgetProps {
  /** the heading of the card, and the name of its region */
  title: string;
  /** the state of the widget's query */
  status: 'pending' | 'error' | 'success';
  /** answered but nothing to show */
  empty?: boolean;
  emptyText?: string;
  onRetry?: () => void;
  /** the rows of the CSV export, header first; the button shows once there is data */
  csv?: { filename: string; rows: readonly (readonly CsvCell[])[] } | undefined;
  /** the figures as a chart (ChartCard, which also shows them as a table) */
  chart?: Omit<ChartCardProps, 'title' | 'actions'> | undefined;
  /** more figures under the chart (small tables) */
  children?: ReactNode;
}

const frame = css({
  display: 'grid',
  gap: '3',
  alignContent: 'start',
  padding: '4',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l3',
  bg: 'bg.surface',
  minWidth: '0',
});
const head = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' });

/**
 * One dashboard widget (decision 0042): its heading, the CSV export of its figures, a chart when
 * it has one, and its loading, empty and error states, so every remote's widget behaves the same.
 */
export function StatWidget(props: StatWidgetProps) {
  const { title, status, empty = false, emptyText, onRetry, csv, chart, children } = props;
  const t = staffUiMessages.statWidget;
  const ready = status === 'success' && !empty;
  const csvButton =
    ready && csv ? (
      <Button size="sm" variant="outline" onClick={() => downloadCsv(csv.filename, csv.rows)}>
        {t.downloadCsv}
      </Button>
    ) : null;
  if (ready && chart) {
    return (
      <div className={css({ display: 'grid', gap: '3', minWidth: '0' })}>
        <ChartCard title={title} actions={csvButton} {...chart} />
        {children}
      </div>
    );
  }
  return (
    <section aria-label={title} className={frame}>
      <div className={head}>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{title}</h2>
        {csvButton}
      </div>
      {status === 'pending' ? <Spinner /> : null}
      {status === 'error' ? <ErrorState message={t.error} onRetry={onRetry} /> : null}
      {status === 'success' && empty ? <EmptyState title={emptyText ?? t.empty} /> : null}
      {ready ? children : null}
    </section>
  );
}
