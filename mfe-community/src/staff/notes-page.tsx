import { formatFileSize } from '@app/shared-contracts/format';
import type { StaffNote } from '@app/shared-contracts/schemas';
import { DataTable, type DataTableColumn, StaffPageHeader, useStaffTableQuery } from '@app/ui/staff';
import { css } from '#styled-system/css';
import { useNotes } from '../features/staff-notes/api/get-notes';
import { NoteActions } from '../features/staff-notes/components/note-actions';
import { NoteForm } from '../features/staff-notes/components/note-form';
import { messages } from '../messages';

const t = messages.staff.notes;
const DEFAULTS = { sort: 'position', order: 'asc' } as const;

const columns: DataTableColumn<StaffNote>[] = [
  {
    id: 'name',
    header: t.columns.name,
    sortable: true,
    cell: (n) => (
      <a
        href={`${n.url}`}
        aria-label={t.download(n.name)}
        className={css({ color: 'primary', fontWeight: 'bold' })}
      >
        {n.name}
      </a>
    ),
  },
  { id: 'type', header: t.columns.type, cell: (n) => <bdi dir="ltr">{n.extension}</bdi> },
  { id: 'size', header: t.columns.size, align: 'end', cell: (n) => formatFileSize(n.size) },
  { id: 'position', header: t.columns.position, sortable: true, align: 'end', cell: (n) => n.position },
  { id: 'actions', header: t.columns.actions, cell: (n) => <NoteActions note={n} /> },
];

/** /staff/notes: the study notes students download, published, renamed, moved and deleted here. */
export default function NotesPage() {
  const [query] = useStaffTableQuery(DEFAULTS);
  const list = useNotes(query);
  return (
    <section className={css({ display: 'grid', gap: '4' })}>
      <StaffPageHeader title={t.title} description={t.description} />
      <NoteForm />
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        rowKey={(n) => n.id}
        status={list.status}
        onRetry={() => void list.refetch()}
        searchLabel={t.search}
        emptyText={t.empty}
        defaults={DEFAULTS}
      />
    </section>
  );
}
