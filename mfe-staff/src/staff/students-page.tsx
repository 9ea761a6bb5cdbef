import { Link } from '@app/router';
import { formatDateTime, type StaffStudentRow, type StaffStudentsQuery } from '@app/shared-contracts';
import { staffPathFor } from '@app/shared-contracts/staff-routes';
import { Badge } from '@app/ui';
import { DataTable, type DataTableColumn, StaffPageHeader, useStaffTableQuery } from '@app/ui/staff';
import { css } from '#styled-system/css';
import { useStaffStudents } from '../features/staff-students/api/get-staff-students';
import { QrSearch } from '../features/staff-students/components/qr-search';
import { messages } from '../messages';

const t = messages.students;
const DEFAULTS = { sort: 'created_at', order: 'desc' } as const;

const ltr = (text: string | null) => (text ? <bdi dir="ltr">{text}</bdi> : '—');

const columns: DataTableColumn<StaffStudentRow>[] = [
  {
    id: 'name',
    header: t.columns.name,
    sortable: true,
    cell: (s) => (
      <Link
        to={staffPathFor('student', { id: s.id })}
        aria-label={t.open(s.name)}
        className={css({ color: 'primary', fontWeight: 'bold' })}
      >
        {s.name}
      </Link>
    ),
  },
  { id: 'phone', header: t.columns.phone, cell: (s) => ltr(s.phone) },
  { id: 'email', header: t.columns.email, cell: (s) => ltr(s.email) },
  { id: 'grade', header: t.columns.grade, cell: (s) => s.grade?.name ?? '—' },
  { id: 'wallet', header: t.columns.wallet, cell: (s) => ltr(s.wallet_address) },
  {
    id: 'status',
    header: t.columns.status,
    cell: (s) => (s.blocked ? <Badge tone="danger">{t.blocked}</Badge> : t.active),
  },
  {
    id: 'created_at',
    header: t.columns.createdAt,
    sortable: true,
    cell: (s) => formatDateTime(s.created_at),
  },
];

/** /staff/students: the desk's search, by typing or by the student's profile QR. */
export default function StudentsPage() {
  const [query, setQuery] = useStaffTableQuery(DEFAULTS);
  const list = useStaffStudents(query as StaffStudentsQuery);
  return (
    <section className={css({ display: 'grid', gap: '3' })}>
      <StaffPageHeader title={t.title} description={t.description} />
      <QrSearch onResult={(q) => setQuery({ q })} />
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        rowKey={(s) => s.id}
        status={list.status}
        onRetry={() => void list.refetch()}
        searchLabel={t.search}
        emptyText={t.empty}
        defaults={DEFAULTS}
      />
    </section>
  );
}
