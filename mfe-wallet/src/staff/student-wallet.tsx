import { useParams } from '@app/router';
import { formatMoney, isAdmin, useSession } from '@app/shared-contracts';
import { Card, ErrorState, Spinner } from '@app/ui';
import { DataTable, useStaffTableQuery } from '@app/ui/staff';
import { useMemo } from 'react';
import { css } from '#styled-system/css';
import { useStudentWallet } from '../features/staff-desk/api/get-student-wallet';
import { AdjustForm } from '../features/staff-desk/components/adjust-form';
import { CashForm } from '../features/staff-desk/components/cash-form';
import { messages } from '../messages';
import { ledgerColumns } from './ledger-columns';

const t = messages.staffMoney.wallet;

export interface StudentWalletProps {
  /** given by the student's page that embeds it; else the address's :id */
  studentId?: number;
}

/**
 * A student's wallet at the desk (embedded by mfe-staff's student page, and at
 * /staff/students/:id/wallet): the balance, cash in two taps, the admin's correction, the ledger.
 */
export default function StudentWallet({ studentId: given }: StudentWalletProps) {
  const params = useParams();
  const studentId = given ?? Number(params.id);
  const [query] = useStaffTableQuery({ per_page: 10 });
  const wallet = useStudentWallet(studentId, query.page);
  const admin = useSession((s) => isAdmin(s.user));
  const columns = useMemo(() => ledgerColumns(false), []);
  if (wallet.status === 'pending') return <Spinner />;
  if (wallet.status === 'error') return <ErrorState onRetry={() => void wallet.refetch()} />;
  const w = wallet.data;
  return (
    <section aria-labelledby="student-wallet-title" className={css({ display: 'grid', gap: '4' })}>
      <h2 id="student-wallet-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {t.title}: {w.student.name}
      </h2>
      <Card className={css({ display: 'grid', gap: '2', padding: '4' })}>
        <p>
          {t.balance}: <strong>{formatMoney(w.balance)}</strong>
        </p>
        {w.pending_topups > 0 ? <p>{t.pending(w.pending_topups)}</p> : null}
      </Card>
      <CashForm studentId={studentId} studentName={w.student.name} />
      {admin ? <AdjustForm studentId={studentId} /> : null}
      <DataTable
        caption={t.ledger}
        columns={columns}
        rows={w.ledger.items}
        total={w.ledger.total}
        rowKey={(r) => r.id}
        status={wallet.status}
        emptyText={t.empty}
        defaults={{ per_page: 10 }}
      />
    </section>
  );
}
