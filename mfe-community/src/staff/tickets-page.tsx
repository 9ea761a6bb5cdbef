import { Link } from '@app/router';
import { timeAgo, useStaffEvents } from '@app/shared-contracts';
import type { StaffTicketFilter, StaffTicketSummary } from '@app/shared-contracts/schemas';
import { staffPathFor } from '@app/shared-contracts/staff-routes';
import { DataTable, type DataTableColumn, StaffPageHeader, useStaffTableQuery } from '@app/ui/staff';
import { css } from '#styled-system/css';
import { UrlFilter, useUrlFilter } from '../components/url-filter';
import { useStaffTickets } from '../features/staff-tickets/api/get-staff-tickets';
import { TicketStatus } from '../features/staff-tickets/components/ticket-status';
import { messages } from '../messages';

const t = messages.staff.tickets;
const DEFAULTS = { sort: 'created_at', order: 'asc' } as const;

const columns: DataTableColumn<StaffTicketSummary>[] = [
  { id: 'id', header: '#', sortable: true, cell: (r) => r.id },
  {
    id: 'title',
    header: t.columns.title,
    cell: (r) => (
      <Link
        to={staffPathFor('support-ticket', { id: r.id })}
        aria-label={t.open(r.title)}
        className={css({ color: 'primary', fontWeight: 'bold' })}
      >
        {r.title}
      </Link>
    ),
  },
  {
    id: 'who',
    header: t.columns.who,
    cell: (r) => (
      <span>
        {r.name ?? '—'} {r.user_id ? null : `(${t.guest})`}
        {r.email ? (
          <bdi dir="ltr" className={css({ display: 'block', color: 'fg.muted' })}>
            {r.email}
          </bdi>
        ) : null}
      </span>
    ),
  },
  { id: 'status', header: t.columns.status, cell: (r) => <TicketStatus status={r.status} /> },
  { id: 'created_at', header: t.columns.age, sortable: true, cell: (r) => timeAgo(r.created_at) },
  { id: 'replies', header: t.columns.replies, align: 'end', cell: (r) => r.replies_count },
];

/**
 * /staff/tickets: the support queue, waiting first and oldest on top; a new ticket or a student's
 * reply shows up without a reload ('tickets' events).
 */
export default function TicketsPage() {
  const [query] = useStaffTableQuery(DEFAULTS);
  const status = useUrlFilter<StaffTicketFilter>('status', t.filters);
  const list = useStaffTickets({ ...query, status });
  useStaffEvents('tickets', () => void list.refetch());
  return (
    <section className={css({ display: 'grid', gap: '3' })}>
      <StaffPageHeader title={t.title} description={t.description} />
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        rowKey={(r) => r.id}
        status={list.status}
        onRetry={() => void list.refetch()}
        searchLabel={t.search}
        toolbar={<UrlFilter label={messages.staff.status} param="status" options={t.filters} />}
        emptyText={t.empty}
        defaults={DEFAULTS}
      />
    </section>
  );
}
