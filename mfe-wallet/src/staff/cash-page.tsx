import { useSearchParams } from '@app/router';
import { formatDateTime, formatMoney } from '@app/shared-contracts';
import { todayInCairo } from '@app/shared-contracts/schemas';
import { Button, ErrorState, Field, Input, Spinner } from '@app/ui';
import { downloadCsv, StaffPageHeader } from '@app/ui/staff';
import { css } from '#styled-system/css';
import { useCashReport } from '../features/staff-reports/api/get-cash-report';
import { messages } from '../messages';

const t = messages.staffMoney.cashReport;
const c = messages.staffMoney.columns;

/**
 * /staff/cash: the cash taken at the desk on a day (today by default), per staff member with each
 * movement: the closing report the drawer is counted against. Printable and as CSV. An assistant
 * sees their own (the api narrows it).
 */
export default function CashPage() {
  const [params, setParams] = useSearchParams();
  const date = params.get('date') || todayInCairo();
  const report = useCashReport({ date });
  const csv = () => {
    const rows = report.data?.people.flatMap((p) =>
      p.movements.map((m) => [p.staff.name, m.created_at, m.student.name, m.amount, m.serial]),
    );
    downloadCsv(`cash-${date}.csv`, [[c.staff, c.date, c.student, c.value, c.serial], ...(rows ?? [])]);
  };
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <StaffPageHeader
        title={t.title}
        description={t.description}
        actions={
          <div className={css({ display: 'flex', gap: '2', '@media print': { display: 'none' } })}>
            <Button variant="outline" onClick={() => window.print()}>
              {t.print}
            </Button>
            <Button variant="outline" onClick={csv} disabled={!report.data}>
              {t.csv}
            </Button>
          </div>
        }
      />
      <Field label={t.date}>
        <Input
          type="date"
          name="date"
          value={date}
          onChange={(e) => setParams(e.target.value ? { date: e.target.value } : {})}
        />
      </Field>
      {report.status === 'pending' ? <Spinner /> : null}
      {report.status === 'error' ? <ErrorState onRetry={() => void report.refetch()} /> : null}
      {report.data ? (
        <>
          <p className={css({ fontWeight: 'bold' })}>
            {t.total(formatMoney(report.data.total), report.data.count)}
          </p>
          {report.data.people.length === 0 ? <p>{t.empty}</p> : null}
          {report.data.people.map((p) => (
            <section
              key={p.staff.id}
              aria-label={p.staff.name}
              className={css({ display: 'grid', gap: '2' })}
            >
              <h2 className={css({ fontWeight: 'bold' })}>
                {t.person(p.staff.name, formatMoney(p.total), p.count)}
              </h2>
              <table className={css({ width: 'full', fontSize: 'sm' })}>
                <caption className={css({ srOnly: true })}>{p.staff.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">{c.date}</th>
                    <th scope="col">{c.student}</th>
                    <th scope="col">{c.value}</th>
                    <th scope="col">{c.serial}</th>
                  </tr>
                </thead>
                <tbody>
                  {p.movements.map((m) => (
                    <tr key={m.id}>
                      <td>{formatDateTime(m.created_at)}</td>
                      <td>{m.student.name}</td>
                      <td>{formatMoney(m.amount)}</td>
                      <td>
                        <bdi dir="ltr">{m.serial}</bdi>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
        </>
      ) : null}
    </div>
  );
}
