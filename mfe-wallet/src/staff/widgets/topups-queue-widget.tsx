import { timeAgo, useStaffEvents } from '@app/shared-contracts';
import { StatTable, StatWidget } from '@app/ui/staff';
import { useDashboardQueues } from '../../features/staff-dashboard/api/get-dashboard-queues';
import { messages } from '../../messages';

const t = messages.staffWidgets.topupsQueue;

/** Top-ups waiting for review now, with the age of the oldest (decision 0042); no range. */
export default function TopupsQueueWidget() {
  const query = useDashboardQueues();
  // A top-up sent or reviewed anywhere (every instance, through the events stream) refreshes it.
  useStaffEvents('topups', () => void query.refetch());
  const topups = query.data?.queues.find((q) => q.kind === 'topups');
  const csv = topups && {
    filename: 'topups-queue.csv',
    rows: [
      [t.columns.count, t.columns.oldest],
      [topups.count, topups.oldest_at ?? ''],
    ],
  };
  return (
    <StatWidget title={t.title} status={query.status} onRetry={() => void query.refetch()} csv={csv}>
      {topups ? (
        <StatTable
          caption={t.title}
          columns={[t.columns.count, t.columns.oldest]}
          rows={[[topups.count, topups.oldest_at ? timeAgo(topups.oldest_at) : t.none]]}
        />
      ) : null}
    </StatWidget>
  );
}
