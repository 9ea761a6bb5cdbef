import {
  type DashboardTakings,
  formatMoney,
  type StaffWidgetProps,
  type TakingsMethod,
} from '@app/shared-contracts';
import { daysInRange, shiftDay } from '@app/shared-contracts/schemas';
import { StatTable, StatWidget } from '@app/ui/staff';
import { useMemo } from 'react';
import { css } from '#styled-system/css';
import { useDashboardTakings } from '../../features/staff-dashboard/api/get-dashboard-takings';
import { messages } from '../../messages';

const t = messages.staffWidgets.takings;

export function methodLabel(method: TakingsMethod): string {
  const topUp: Partial<Record<TakingsMethod, string>> = messages.topUp.methods;
  return topUp[method] ?? t.methods[method as keyof typeof t.methods];
}

// Pounds with two decimals: added in piasters so 0.1 + 0.2 stays 0.30.
const add = (a: number, b: number) => Math.round(a * 100 + b * 100) / 100;

/**
 * The chart's days, every day of the range (a day without takings is a 0, not a missing bar, so
 * the axis is the range's whole days), one series per method; the totals per method, most first.
 */
export function takingsChart({ from, to, days }: Pick<DashboardTakings, 'from' | 'to' | 'days'>) {
  const labels = Array.from({ length: Math.max(0, daysInRange(from, to)) }, (_, i) => shiftDay(from, i));
  const methods = [...new Set(days.map((d) => d.method))];
  const series = methods.map((method) => ({
    label: methodLabel(method),
    values: labels.map((date) => days.find((d) => d.date === date && d.method === method)?.amount ?? 0),
  }));
  const totals = methods
    .map((method) => {
      const rows = days.filter((d) => d.method === method);
      return {
        method,
        amount: rows.reduce((sum, d) => add(sum, d.amount), 0),
        count: rows.reduce((sum, d) => sum + d.count, 0),
      };
    })
    .sort((a, b) => b.amount - a.amount);
  return { labels, series, totals };
}

/** The dashboard's takings (decision 0042): per day and method, and per staff member, over the range. */
export default function TakingsWidget({ from, to }: StaffWidgetProps) {
  const query = useDashboardTakings({ from, to });
  const data = query.data;
  const chart = useMemo(() => (data ? takingsChart(data) : null), [data]);
  const csv = data && {
    filename: `takings-${data.from}-${data.to}.csv`,
    rows: [
      [t.columns.date, t.columns.method, t.columns.amount, t.columns.count],
      ...data.days.map((d) => [d.date, methodLabel(d.method), d.amount, d.count]),
    ],
  };
  return (
    <StatWidget
      title={t.title}
      status={query.status}
      empty={data?.days.length === 0}
      emptyText={t.empty}
      onRetry={() => void query.refetch()}
      csv={csv}
      chart={
        chart
          ? { kind: 'bar', labels: chart.labels, series: chart.series, formatValue: formatMoney }
          : undefined
      }
    >
      {data && chart ? (
        <div className={css({ display: 'grid', gap: '3', md: { gridTemplateColumns: '1fr 1fr' } })}>
          <StatTable
            caption={t.total(formatMoney(data.total))}
            columns={[t.columns.method, t.columns.amount, t.columns.count]}
            rows={chart.totals.map((m) => [methodLabel(m.method), formatMoney(m.amount), m.count])}
          />
          {data.staff.length > 0 ? (
            <StatTable
              caption={t.byStaff}
              columns={[t.columns.staff, t.columns.amount, t.columns.count]}
              rows={data.staff.map((s) => [s.name, formatMoney(s.amount), s.count])}
            />
          ) : null}
        </div>
      ) : null}
    </StatWidget>
  );
}
