import { formatDateTime, formatMoney, type StaffLedgerRow } from '@app/shared-contracts';
import type { DataTableColumn } from '@app/ui/staff';
import { messages } from '../messages';

const c = messages.staffMoney.columns;
const types = messages.wallet.types;

/** What a movement was about: its course, lecture or comment. */
const detailOf = (r: StaffLedgerRow) => r.course?.name ?? r.lecture?.name ?? r.comment ?? '';

/** The ledger's columns (the admin's ledger and a student's wallet); `student` only where many students show. */
export function ledgerColumns(withStudent: boolean): DataTableColumn<StaffLedgerRow>[] {
  const cols: (DataTableColumn<StaffLedgerRow> | null)[] = [
    { id: 'created_at', header: c.date, cell: (r) => formatDateTime(r.created_at) },
    withStudent ? { id: 'student', header: c.student, cell: (r) => r.student.name } : null,
    { id: 'type', header: c.type, cell: (r) => types[r.type] },
    {
      id: 'value',
      header: c.value,
      align: 'end',
      cell: (r) => <bdi dir="ltr">{formatMoney(r.value)}</bdi>,
    },
    { id: 'balance_after', header: c.balanceAfter, align: 'end', cell: (r) => formatMoney(r.balance_after) },
    { id: 'staff', header: c.staff, cell: (r) => r.staff?.name ?? messages.staffMoney.byStudent },
    { id: 'comment', header: c.comment, cell: detailOf },
    { id: 'serial', header: c.serial, cell: (r) => <bdi dir="ltr">{r.serial}</bdi> },
  ];
  return cols.filter((x): x is DataTableColumn<StaffLedgerRow> => x !== null);
}

/** The same rows as CSV (header first). */
export function ledgerCsv(rows: readonly StaffLedgerRow[]) {
  return [
    [c.date, c.student, c.type, c.value, c.balanceAfter, c.staff, c.comment, c.serial],
    ...rows.map((r) => [
      r.created_at,
      r.student.name,
      types[r.type],
      r.value,
      r.balance_after,
      r.staff?.name ?? '',
      detailOf(r),
      r.serial,
    ]),
  ];
}
