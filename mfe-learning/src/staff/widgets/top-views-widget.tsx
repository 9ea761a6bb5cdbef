import type { StaffWidgetProps } from '@app/shared-contracts';
import { TopContentWidget } from '@app/ui/staff';
import { useDashboardViews } from '../../features/staff-dashboard/api/get-dashboard-views';
import { messages } from '../../messages';

const t = messages.staffWidgets.topViews;

/** Top courses and lectures by counted video views in the range, with their viewers (decision 0042). */
export default function TopViewsWidget({ from, to }: StaffWidgetProps) {
  const query = useDashboardViews({ from, to });
  const data = query.data;
  return (
    <TopContentWidget
      title={t.title}
      status={query.status}
      onRetry={() => void query.refetch()}
      csvName="top-views"
      range={data}
      courses={data?.courses.map((c) => ({ name: c.name, figures: [c.views, c.viewers] }))}
      lectures={data?.lectures.map((l) => ({
        name: l.name,
        course_name: l.course_name,
        figures: [l.views, l.viewers],
      }))}
      texts={{
        empty: t.empty,
        courses: t.courses,
        lectures: t.lectures,
        course: t.course,
        lecture: t.lecture,
        kind: t.columns.kind,
        name: t.columns.name,
        figures: [t.columns.views, t.columns.viewers],
      }}
    />
  );
}
