import { staffWidgetsFor } from '@app/shared-contracts/staff-routes';
import { ErrorState, Spinner } from '@app/ui';
import { DateRangeFields } from '@app/ui/staff';
import { css } from '#styled-system/css';
import { useStaffMe } from '../features/staff-dashboard/api/get-staff-me';
import { messages } from '../messages';
import { useDashboardRange } from './dashboard-range';
import { DashboardSlot } from './dashboard-slot';

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
});

/**
 * The staff home (/staff, decision 0042): the range (in the URL) and the widgets of the signed-in
 * role, each exposed by the remote that owns its figures and loaded at run time through
 * RemoteModule (once near the screen, DashboardSlot), under its own error boundary: one failing
 * widget shows its fallback, the rest work.
 */
export default function DashboardPage() {
  const me = useStaffMe();
  const { asked, range, setRange } = useDashboardRange();
  const widgets = staffWidgetsFor(me.data?.role);
  return (
    <section aria-labelledby="staff-dashboard-title" className={css({ display: 'grid', gap: '4' })}>
      <header className={css({ display: 'grid', gap: '2' })}>
        <h1 id="staff-dashboard-title" className={css({ textStyle: 'h2' })}>
          {messages.dashboard.title}
        </h1>
        <p className={css({ color: 'fg.muted' })}>{messages.dashboard.description}</p>
        <DateRangeFields legend={messages.dashboard.range} value={asked} onChange={setRange} />
        {range ? null : <p role="alert">{messages.dashboard.badRange}</p>}
      </header>
      {me.isPending ? <Spinner /> : null}
      {me.isError ? <ErrorState onRetry={() => void me.refetch()} /> : null}
      {me.isSuccess && widgets.length === 0 ? <p>{messages.dashboard.empty}</p> : null}
      {range && widgets.length > 0 ? (
        <section aria-label={messages.dashboard.widgets} className={grid}>
          {widgets.map((w) => (
            <DashboardSlot key={w.name} widget={w} range={range} />
          ))}
        </section>
      ) : null}
    </section>
  );
}
