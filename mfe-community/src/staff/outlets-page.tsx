import type { StaffOutlet } from '@app/shared-contracts/schemas';
import { Button, Dialog } from '@app/ui';
import {
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  StaffPageHeader,
  useStaffTableQuery,
} from '@app/ui/staff';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { useDeleteOutlet } from '../features/staff-outlets/api/delete-outlet';
import { useOutlets } from '../features/staff-outlets/api/get-outlets';
import { OutletForm } from '../features/staff-outlets/components/outlet-form';
import { messages } from '../messages';

const t = messages.staff.outlets;

/** /staff/outlets: the centres of /our-outlets, added, edited and deleted here. */
export default function OutletsPage() {
  const [query] = useStaffTableQuery();
  const list = useOutlets(query);
  const remove = useDeleteOutlet();
  // null: the dialog is closed; 'new' or the outlet being edited.
  const [editing, setEditing] = useState<StaffOutlet | 'new' | null>(null);
  const columns: DataTableColumn<StaffOutlet>[] = [
    { id: 'name', header: t.columns.name, sortable: true, cell: (o) => o.name },
    { id: 'place', header: t.columns.place, cell: (o) => `${o.governorate} · ${o.city}` },
    { id: 'address', header: t.columns.address, cell: (o) => o.address },
    { id: 'phone', header: t.columns.phone, cell: (o) => (o.phone ? <bdi dir="ltr">{o.phone}</bdi> : '—') },
    {
      id: 'actions',
      header: t.columns.actions,
      cell: (o) => (
        <div className={css({ display: 'flex', gap: '2' })}>
          <Button size="sm" variant="outline" aria-label={t.editOf(o.name)} onClick={() => setEditing(o)}>
            {messages.staff.edit}
          </Button>
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="danger" aria-label={t.deleteOf(o.name)}>
                {messages.staff.delete}
              </Button>
            }
            title={t.deleteTitle}
            message={t.deleteMessage(o.name)}
            confirmLabel={messages.staff.delete}
            danger
            onConfirm={() => remove.mutateAsync(o.id).then(() => undefined)}
          />
        </div>
      ),
    },
  ];
  return (
    <section className={css({ display: 'grid', gap: '3' })}>
      <StaffPageHeader
        title={t.title}
        description={t.description}
        actions={<Button onClick={() => setEditing('new')}>{t.add}</Button>}
      />
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? t.add : t.editTitle}
      >
        {editing !== null ? (
          <OutletForm
            key={editing === 'new' ? 'new' : editing.id}
            outlet={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        rowKey={(o) => o.id}
        status={list.status}
        onRetry={() => void list.refetch()}
        searchLabel={t.search}
        emptyText={t.empty}
      />
    </section>
  );
}
