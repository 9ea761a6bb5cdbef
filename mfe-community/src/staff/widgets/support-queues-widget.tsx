import { timeAgo, useStaffEvents } from '@app/shared-contracts';
import { StatTable, StatWidget } from '@app/ui/staff';
import { useDashboardQueues } from '../../features/staff-dashboard/api/get-dashboard-queues';
import { messages } from '../../messages';

const t = messages.staffWidgets.supportQueues;

/** Open tickets and unanswered bank questions now, with the age of the oldest (decision 0042). */
export default function SupportQueuesWidget() {
  const query = useDashboardQueues();
  // A ticket or question written or answered anywhere refreshes it (the staff events stream).
  useStaffEvents(['tickets', 'questions'], () => void query.refetch());
  const queues = (query.data?.queues ?? []).filter((q) => q.kind === 'tickets' || q.kind === 'questions');
  const label = (kind: string) => (kind === 'tickets' ? t.tickets : t.questions);
  const csv = query.data && {
    filename: 'support-queues.csv',
    rows: [
      [t.columns.queue, t.columns.count, t.columns.oldest],
      ...queues.map((q) => [label(q.kind), q.count, q.oldest_at ?? '']),
    ],
  };
  return (
    <StatWidget title={t.title} status={query.status} onRetry={() => void query.refetch()} csv={csv}>
      <StatTable
        caption={t.title}
        columns={[t.columns.queue, t.columns.count, t.columns.oldest]}
        rows={queues.map((q) => [label(q.kind), q.count, q.oldest_at ? timeAgo(q.oldest_at) : t.none])}
      />
    </StatWidget>
  );
}
