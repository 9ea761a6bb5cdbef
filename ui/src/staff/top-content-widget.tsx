import { css } from '#styled-system/css';
import { StatTable } from './stat-table';
import { StatWidget, type StatWidgetProps } from './stat-widget';

/** One course or lecture of a top list, with its two figures (sales and amount, views and viewers). */
export interface TopContentRow {
  name: string;
  /** a lecture's course */
  course_name?: string;
  figures: readonly [number, number];
}

export interface TopContentWidgetProps extends Pick<StatWidgetProps, 'title' | 'status' | 'onRetry'> {
  /** the CSV file's name, without the range and extension (`top-sales`) */
  csvName: string;
  range: { from: string; to: string } | undefined;
  courses: readonly TopContentRow[] | undefined;
  lectures: readonly TopContentRow[] | undefined;
  texts: {
    empty: string;
    courses: string;
    lectures: string;
    course: string;
    lecture: string;
    kind: string;
    name: string;
    /** the two figures' column names */
    figures: readonly [string, string];
  };
  /** how each figure reads in the tables and the chart (money, say); plain numbers by default */
  format?: readonly [(n: number) => string, (n: number) => string];
}

const plain = (n: number) => String(n);

/**
 * A dashboard's top courses and lectures of a range by two figures (decision 0042): a bar chart of
 * the courses' first figure, a table each of courses and lectures, and the CSV of both. The sales
 * widget (mfe-catalogue) and the views widget (mfe-learning) are this with their own data.
 */
export function TopContentWidget(props: TopContentWidgetProps) {
  const { title, status, onRetry, csvName, range, courses, lectures, texts, format } = props;
  const [first, second] = format ?? [plain, plain];
  const ready = courses && lectures;
  const csv = ready &&
    range && {
      filename: `${csvName}-${range.from}-${range.to}.csv`,
      rows: [
        [texts.kind, texts.name, texts.course, ...texts.figures],
        ...courses.map((c) => [texts.course, c.name, '', ...c.figures]),
        ...lectures.map((l) => [texts.lecture, l.name, l.course_name ?? '', ...l.figures]),
      ],
    };
  const chart =
    courses && courses.length > 0
      ? {
          kind: 'bar' as const,
          labels: courses.map((c) => c.name),
          series: [{ label: texts.figures[0], values: courses.map((c) => c.figures[0]) }],
          formatValue: format?.[0],
        }
      : undefined;
  const row = (name: string, r: TopContentRow) => [name, first(r.figures[0]), second(r.figures[1])];
  return (
    <StatWidget
      title={title}
      status={status}
      empty={ready ? courses.length + lectures.length === 0 : false}
      emptyText={texts.empty}
      onRetry={onRetry}
      csv={csv || undefined}
      chart={chart}
    >
      {ready ? (
        <div className={css({ display: 'grid', gap: '3', md: { gridTemplateColumns: '1fr 1fr' } })}>
          <StatTable
            caption={texts.courses}
            columns={[texts.course, ...texts.figures]}
            rows={courses.map((c) => row(c.name, c))}
          />
          <StatTable
            caption={texts.lectures}
            columns={[texts.lecture, ...texts.figures]}
            rows={lectures.map((l) => row(l.course_name ? `${l.name} (${l.course_name})` : l.name, l))}
          />
        </div>
      ) : null}
    </StatWidget>
  );
}
