import { useSearchParams } from '@app/router';
import { TRANSACTION_TYPES, type TransactionType } from '@app/shared-contracts';
import { Button, Field, Input } from '@app/ui';
import { DataTable, DateRangeFields, downloadCsv, StaffPageHeader, useStaffTableQuery } from '@app/ui/staff';
import { useMemo } from 'react';
import { css } from '#styled-system/css';
import { useStaffLedger } from '../features/staff-reports/api/get-staff-ledger';
import { messages } from '../messages';
import { ledgerColumns, ledgerCsv } from './ledger-columns';

const t = messages.staffMoney.ledger;
const idOf = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);
const dayOf = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/** /staff/ledger (admin): every movement of every wallet, filtered by type, student, staff and days. */
export default function LedgerPage() {
  const [query] = useStaffTableQuery({ per_page: 50 });
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const type = (TRANSACTION_TYPES as readonly string[]).includes(typeParam ?? '')
    ? (typeParam as TransactionType)
    : undefined;
  const filters = {
    type,
    student_id: idOf(params.get('student_id')),
    staff_id: idOf(params.get('staff_id')),
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
  };
  const ledger = useStaffLedger({ ...query, ...filters });
  const columns = useMemo(() => ledgerColumns(true), []);
  const set = (patch: Record<string, string>) =>
    setParams((now) => {
      const next = new URLSearchParams(now);
      next.delete('page');
      for (const [k, v] of Object.entries(patch)) v ? next.set(k, v) : next.delete(k);
      return next;
    });
  const idField = (name: 'student_id' | 'staff_id', label: string) => (
    <Field label={label}>
      <Input
        name={name}
        inputMode="numeric"
        dir="ltr"
        defaultValue={params.get(name) ?? ''}
        onBlur={(e) => set({ [name]: e.target.value.trim() })}
      />
    </Field>
  );

  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <StaffPageHeader
        title={t.title}
        description={t.description}
        actions={
          <Button
            variant="outline"
            disabled={!ledger.data}
            onClick={() => downloadCsv('ledger.csv', ledgerCsv(ledger.data?.items ?? []))}
          >
            {t.csv}
          </Button>
        }
      />
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={ledger.data?.items}
        total={ledger.data?.total ?? 0}
        rowKey={(r) => r.id}
        status={ledger.status}
        onRetry={() => void ledger.refetch()}
        defaults={{ per_page: 50 }}
        toolbar={
          <>
            <label className={css({ display: 'grid', gap: '1', fontSize: 'sm', fontWeight: 'medium' })}>
              {t.type}
              <select
                name="type"
                value={type ?? ''}
                onChange={(e) => set({ type: e.target.value })}
                className={css({ borderWidth: '1px', borderRadius: 'l2', paddingInline: '2', height: '10' })}
              >
                <option value="">{t.allTypes}</option>
                {TRANSACTION_TYPES.map((k) => (
                  <option key={k} value={k}>
                    {messages.wallet.types[k]}
                  </option>
                ))}
              </select>
            </label>
            {idField('student_id', t.studentId)}
            {idField('staff_id', t.staffId)}
            <DateRangeFields
              value={{ from: filters.from ?? '', to: filters.to ?? '' }}
              onChange={(r) => set({ from: r.from, to: r.to })}
            />
          </>
        }
      />
    </div>
  );
}
