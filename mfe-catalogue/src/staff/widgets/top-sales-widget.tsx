import { formatMoney, type StaffWidgetProps } from '@app/shared-contracts';
import { StatTable, StatWidget } from '@app/ui/staff';
import { css } from '#styled-system/css';
import { useDashboardSales } from '../../features/staff-dashboard/api/get-dashboard-sales';
import { messages } from '../../messages';

const t = messages.staffWidgets.topSales;

/** Top courses and lectures by purchases in the range (decision 0042). */
export default function TopSalesWidget({ from, to }: StaffWidgetProps) {
  const query = useDashboardSales({ from, to });
  const data = query.data;
  const csv = data && {
    filename: `top-sales-${data.from}-${data.to}.csv`,
    rows: [
      [t.columns.kind, t.columns.name, t.columns.course, t.columns.sales, t.columns.amount],
      ...data.courses.map((c) => [t.course, c.name, '', c.sales, c.amount]),
      ...data.lectures.map((l) => [t.lecture, l.name, l.course_name, l.sales, l.amount]),
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
            columns={[t.columns.course, t.columns.sales, t.columns.amount]}
            rows={data.courses.map((c) => [c.name, c.sales, formatMoney(c.amount)])}
          />
          <StatTable
            caption={t.lectures}
            columns={[t.columns.lecture, t.columns.sales, t.columns.amount]}
            rows={data.lectures.map((l) => [`${l.name} (${l.course_name})`, l.sales, formatMoney(l.amount)])}
          />
        </div>
      ) : null}
    </StatWidget>
  );
}
