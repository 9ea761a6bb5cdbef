import { formatMoney, type StaffWidgetProps } from '@app/shared-contracts';
import { TopContentWidget } from '@app/ui/staff';
import { useDashboardSales } from '../../features/staff-dashboard/api/get-dashboard-sales';
import { messages } from '../../messages';

const t = messages.staffWidgets.topSales;
const count = (n: number) => String(n);

/** Top courses and lectures by purchases in the range (decision 0042). */
export default function TopSalesWidget({ from, to }: StaffWidgetProps) {
  const query = useDashboardSales({ from, to });
  const data = query.data;
  return (
    <TopContentWidget
      title={t.title}
      status={query.status}
      onRetry={() => void query.refetch()}
      csvName="top-sales"
      range={data}
      courses={data?.courses.map((c) => ({ name: c.name, figures: [c.sales, c.amount] }))}
      lectures={data?.lectures.map((l) => ({
        name: l.name,
        course_name: l.course_name,
        figures: [l.sales, l.amount],
      }))}
      format={[count, formatMoney]}
      texts={{
        empty: t.empty,
        courses: t.courses,
        lectures: t.lectures,
        course: t.course,
        lecture: t.lecture,
        kind: t.columns.kind,
        name: t.columns.name,
        figures: [t.columns.sales, t.columns.amount],
      }}
    />
  );
}
