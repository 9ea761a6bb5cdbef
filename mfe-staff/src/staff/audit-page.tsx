import {
  formatDateTime,
  messageFor,
  type StaffAuditEntry,
  type StaffAuditQuery,
} from '@app/shared-contracts';
import { Button, toaster } from '@app/ui';
import { DataTable, type DataTableColumn, StaffPageHeader, useStaffTableQuery } from '@app/ui/staff';
import { css } from '#styled-system/css';
import { useStaffAccounts } from '../features/staff-accounts/api/get-staff-accounts';
import { useExportStaffAudit } from '../features/staff-audit/api/export-staff-audit';
import { useStaffAudit } from '../features/staff-audit/api/get-staff-audit';
import { AuditFiltersBar, useAuditFilters } from '../features/staff-audit/components/audit-filters';
import { messages } from '../messages';

const t = messages.audit;
const DEFAULTS = { per_page: 50, order: 'desc' } as const;
const short = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));
const code = css({ fontFamily: 'mono', fontSize: 'xs', overflowWrap: 'anywhere', maxWidth: '20rem' });

const columns: DataTableColumn<StaffAuditEntry>[] = [
  { id: 'created_at', header: t.columns.at, cell: (e) => formatDateTime(e.created_at) },
  { id: 'actor', header: t.columns.actor, cell: (e) => e.actor.name ?? `#${e.actor.id}` },
  { id: 'role', header: t.columns.role, cell: (e) => messages.accounts.roles[e.actor_role] },
  { id: 'action', header: t.columns.action, cell: (e) => <bdi dir="ltr">{e.action}</bdi> },
  {
    id: 'target',
    header: t.columns.target,
    cell: (e) => <bdi dir="ltr">{e.target_id ? `${e.target_type} #${e.target_id}` : e.target_type}</bdi>,
  },
  {
    id: 'before',
    header: t.columns.before,
    cell: (e) => (
      <bdi dir="ltr" className={code}>
        {short(e.before)}
      </bdi>
    ),
  },
  {
    id: 'after',
    header: t.columns.after,
    cell: (e) => (
      <bdi dir="ltr" className={code}>
        {short(e.after)}
      </bdi>
    ),
  },
  { id: 'ip', header: t.columns.ip, cell: (e) => <bdi dir="ltr">{e.ip ?? '—'}</bdi> },
];

/** /staff/audit (admin): every staff write, filtered by person, action, target and dates; CSV. */
export default function AuditPage() {
  const [table] = useStaffTableQuery(DEFAULTS);
  const [filters] = useAuditFilters();
  const query = {
    page: table.page,
    per_page: table.per_page,
    order: table.order,
    ...filters,
  } as StaffAuditQuery;
  const list = useStaffAudit(query);
  const people = useStaffAccounts({ per_page: 100, sort: 'name', order: 'asc' });
  const exportCsv = useExportStaffAudit();
  const download = () =>
    exportCsv.mutate({ order: table.order, ...filters } as StaffAuditQuery, {
      onError: (error) =>
        toaster.create({ description: messageFor(error, {}, t.exportFailed), type: 'error' }),
    });
  return (
    <section className={css({ display: 'grid', gap: '3' })}>
      <StaffPageHeader
        title={t.title}
        description={t.description}
        actions={
          <Button variant="outline" onClick={download} loading={exportCsv.isPending}>
            {t.exportCsv}
          </Button>
        }
      />
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        rowKey={(e) => e.id}
        status={list.status}
        onRetry={() => void list.refetch()}
        toolbar={<AuditFiltersBar people={people.data?.items ?? []} />}
        emptyText={t.empty}
        defaults={DEFAULTS}
      />
    </section>
  );
}
