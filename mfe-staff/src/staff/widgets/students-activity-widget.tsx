import type { StaffWidgetProps } from '@app/shared-contracts';
import { StatWidget } from '@app/ui/staff';
import { useMemo } from 'react';
import { useDashboardStudents } from '../../features/staff-dashboard/api/get-dashboard-students';
import { messages } from '../../messages';

const t = messages.staffWidgets.students;

/** New and active students per day of the range (decision 0042). */
export default function StudentsActivityWidget({ from, to }: StaffWidgetProps) {
  const query = useDashboardStudents({ from, to });
  const data = query.data;
  const chart = useMemo(
    () =>
      data && {
        kind: 'line' as const,
        labels: data.days.map((d) => d.date),
        series: [
          { label: t.columns.newStudents, values: data.days.map((d) => d.new_students) },
          { label: t.columns.activeStudents, values: data.days.map((d) => d.active_students) },
        ],
      },
    [data],
  );
  const csv = data && {
    filename: `students-${data.from}-${data.to}.csv`,
    rows: [
      [t.columns.date, t.columns.newStudents, t.columns.activeStudents],
      ...data.days.map((d) => [d.date, d.new_students, d.active_students]),
    ],
  };
  return (
    <StatWidget
      title={t.title}
      status={query.status}
      onRetry={() => void query.refetch()}
      csv={csv}
      chart={chart}
    >
      {data ? <p>{t.totals(data.new_students, data.active_students)}</p> : null}
    </StatWidget>
  );
}
