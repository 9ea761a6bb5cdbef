import { formatDateTime, type StaffAccount, type StaffAccountsQuery } from '@app/shared-contracts';
import { Badge, Card } from '@app/ui';
import { DataTable, type DataTableColumn, StaffPageHeader, useStaffTableQuery } from '@app/ui/staff';
import { useCallback, useMemo, useState } from 'react';
import { css } from '#styled-system/css';
import { useStaffAccounts } from '../features/staff-accounts/api/get-staff-accounts';
import { AccountActions } from '../features/staff-accounts/components/account-actions';
import { AccountCreateForm } from '../features/staff-accounts/components/account-create-form';
import { PasswordOnce } from '../features/staff-accounts/components/password-once';
import { messages } from '../messages';

const t = messages.accounts;
const DEFAULTS = { sort: 'created_at', order: 'desc' } as const;

/** /staff/accounts (admin): the centre's staff, a new account, role, disable, new password. */
export default function AccountsPage() {
  const [query] = useStaffTableQuery(DEFAULTS);
  const list = useStaffAccounts(query as StaffAccountsQuery);
  const [shown, setShown] = useState<{ email: string; password: string } | null>(null);
  const onPassword = useCallback((email: string, password: string) => setShown({ email, password }), []);
  // Kept across renders: new cell functions would mount each row's actions again (and lose their state).
  const columns = useMemo<DataTableColumn<StaffAccount>[]>(
    () => [
      { id: 'name', header: t.columns.name, sortable: true, cell: (a) => a.name },
      { id: 'email', header: t.columns.email, cell: (a) => <bdi dir="ltr">{a.email}</bdi> },
      {
        id: 'role',
        header: t.columns.role,
        cell: (a) => (a.teacher ? `${t.roles[a.role]} — ${a.teacher.name}` : t.roles[a.role]),
      },
      {
        id: 'status',
        header: t.columns.status,
        cell: (a) =>
          a.disabled ? (
            <Badge tone="danger">{t.disabled}</Badge>
          ) : a.must_set_password ? (
            t.temporary
          ) : (
            t.active
          ),
      },
      {
        id: 'created_at',
        header: t.columns.createdAt,
        sortable: true,
        cell: (a) => formatDateTime(a.created_at),
      },
      {
        id: 'actions',
        header: t.columns.actions,
        cell: (a) => <AccountActions account={a} onPassword={onPassword} />,
      },
    ],
    [onPassword],
  );
  return (
    <section className={css({ display: 'grid', gap: '3' })}>
      <StaffPageHeader title={t.title} description={t.description} />
      <Card>
        <h2 className={css({ fontWeight: 'bold', marginBlockEnd: '2' })}>{t.createTitle}</h2>
        <AccountCreateForm onPassword={onPassword} />
      </Card>
      {shown ? <PasswordOnce {...shown} onDone={() => setShown(null)} /> : null}
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        rowKey={(a) => a.id}
        status={list.status}
        onRetry={() => void list.refetch()}
        searchLabel={t.search}
        emptyText={t.empty}
        defaults={DEFAULTS}
      />
    </section>
  );
}
