import { formatMoney, type StaffTopup, timeAgo, useStaffEvents } from '@app/shared-contracts';
import { DataTable, type DataTableColumn, StaffPageHeader, useStaffTableQuery } from '@app/ui/staff';
import { useMemo, useState } from 'react';
import { css } from '#styled-system/css';
import { useStaffTopups } from '../features/staff-topups/api/get-staff-topups';
import { ReviewBar } from '../features/staff-topups/components/review-bar';
import { TopupReceipt } from '../features/staff-topups/components/topup-receipt';
import { messages } from '../messages';

const t = messages.staffMoney.topups;
const c = t.columns;

/**
 * /staff/topups: mobile-wallet and manual top-ups waiting for review, oldest first, each with its
 * receipt; confirm or reject one or many. New ones appear without a reload ('topups' events).
 */
export default function TopupsPage() {
  const [query] = useStaffTableQuery({ per_page: 20 });
  const topups = useStaffTopups({ ...query, status: 'pending' });
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  // a student sent one, or another desk reviewed one: on every instance (the api's cache bus)
  useStaffEvents('topups', () => void topups.refetch());
  const rows = topups.data?.items;
  const selected = useMemo(() => (rows ?? []).filter((r) => picked.has(r.id)), [rows, picked]);
  const toggle = (id: number) =>
    setPicked((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns: DataTableColumn<StaffTopup>[] = [
    {
      id: 'select',
      header: '',
      cell: (r) => (
        <input
          type="checkbox"
          aria-label={t.select(r.id)}
          checked={picked.has(r.id)}
          onChange={() => toggle(r.id)}
        />
      ),
    },
    { id: 'student', header: c.student, cell: (r) => r.student.name },
    { id: 'amount', header: c.amount, sortable: true, align: 'end', cell: (r) => formatMoney(r.amount) },
    { id: 'method', header: c.method, cell: (r) => t.methods[r.method] ?? r.method },
    { id: 'payer', header: c.payer, cell: (r) => <bdi dir="ltr">{r.payer_number ?? ''}</bdi> },
    { id: 'message', header: c.message, cell: (r) => r.message ?? '' },
    { id: 'created_at', header: c.age, sortable: true, cell: (r) => timeAgo(r.created_at) },
    {
      id: 'receipt',
      header: c.receipt,
      cell: (r) => (r.receipt_url ? <TopupReceipt id={r.id} /> : t.noReceipt),
    },
  ];

  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <StaffPageHeader title={t.title} description={t.description} />
      <ReviewBar selected={selected} onDone={() => setPicked(new Set())} />
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={rows}
        total={topups.data?.total ?? 0}
        rowKey={(r) => r.id}
        status={topups.status}
        onRetry={() => void topups.refetch()}
        searchLabel={t.search}
        emptyText={t.empty}
      />
    </div>
  );
}
