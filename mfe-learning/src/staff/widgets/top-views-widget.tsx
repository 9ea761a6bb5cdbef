import type { StaffWidgetProps } from '@app/shared-contracts';
import { StatTable, StatWidget } from '@app/ui/staff';
import { css } from '#styled-system/css';
import { useDashboardViews } from '../../features/staff-dashboard/api/get-dashboard-views';
import { messages } from '../../messages';

const t = messages.staffWidgets.topViews;

/** Top courses and lectures by counted video views in the range, with their viewers (decision 0042). */
export default function TopViewsWidget({ from, to }: StaffWidgetProps) {
  const query = useDashboardViews({ from, to });
  const data = query.data;
  const csv = data && {
    filename: `top-views-${data.from}-${data.to}.csv`,
    rows: [
      [t.columns.kind, t.columns.name, t.columns.course, t.columns.views, t.columns.viewers],
      ...data.courses.map((c) => [t.course, c.name, '', c.views, c.viewers]),
      ...data.lectures.map((l) => [t.lecture, l.name, l.course_name, l.views, l.viewers]),
    ],
  };
  return (
    <StatWidget
      title={t.title}
      status={query.status}
      empty={data ? data.courses.length + data.lectures.length === 0 : false}
      emptyText={t.empty}
      onRetry={() => void query.refetch()}
      csv={csv}
    >
      {data ? (
        <div className={css({ display: 'grid', gap: '3', md: { gridTemplateColumns: '1fr 1fr' } })}>
          <StatTable
            caption={t.courses}
            columns={[t.columns.course, t.columns.views, t.columns.viewers]}
            rows={data.courses.map((c) => [c.name, c.views, c.viewers])}
          />
          <StatTable
            caption={t.lectures}
            columns={[t.columns.lecture, t.columns.views, t.columns.viewers]}
            rows={data.lectures.map((l) => [`${l.name} (${l.course_name})`, l.views, l.viewers])}
          />
        </div>
      ) : null}
    </StatWidget>
  );
}
