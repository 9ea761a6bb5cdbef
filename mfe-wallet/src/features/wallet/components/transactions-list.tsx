import { formatDateTime, formatMoney, type Transaction, truncate } from '@app/shared-contracts';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.wallet;
// Spec 3 §3: names are cut at 25 characters.
const NAME_MAX = 25;

const cellClass = css({ paddingBlock: '2', paddingInline: '3', textAlign: 'start', whiteSpace: 'nowrap' });
const headClass = css({
  fontWeight: 'bold',
  color: 'fg.muted',
  fontSize: 'sm',
  borderBlockEnd: '1px solid',
  borderColor: 'border',
});

/** The course, lecture or other party of a row (cut at 25), then the staff comment. */
function detailsOf(tx: Transaction): string {
  const party = tx.transfer_resource?.recipient_user_name
    ? t.to(tx.transfer_resource.recipient_user_name)
    : tx.transfer_resource?.sender_user_name
      ? t.from(tx.transfer_resource.sender_user_name)
      : (tx.lecture_resource?.name ?? tx.course_resource?.name ?? '');
  return [truncate(party, NAME_MAX), tx.comment ?? ''].filter(Boolean).join(' — ');
}

/** Spec 3 §2.3: serial, type, signed value, balance after, date, name and comment. */
export function TransactionsList({ transactions }: { transactions: Transaction[] }) {
  return (
    <div
      className={css({ overflowX: 'auto', borderRadius: 'lg', border: '1px solid', borderColor: 'border' })}
    >
      <table
        className={css({ width: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}
        aria-label={t.transactions}
      >
        <thead>
          <tr>
            {Object.values(t.columns).map((label) => (
              <th key={label} scope="col" className={`${cellClass} ${headClass}`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {transactions.map((tx) => (
            <tr key={tx.serial} className={css({ borderBlockEnd: '1px solid', borderColor: 'border' })}>
              <td className={cellClass} dir="ltr">
                {tx.serial}
              </td>
              <td className={cellClass}>{t.types[tx.type]}</td>
              <td
                className={`${cellClass} ${css({ color: tx.value < 0 ? 'danger.text' : 'success.text', fontWeight: 'bold' })}`}
              >
                <bdi>{`${tx.value > 0 ? '+' : ''}${formatMoney(tx.value)}`}</bdi>
              </td>
              <td className={cellClass}>
                <bdi>{formatMoney(tx.balance_after)}</bdi>
              </td>
              <td className={cellClass}>
                <bdi>{formatDateTime(tx.timestamp)}</bdi>
              </td>
              <td className={css({ paddingBlock: '2', paddingInline: '3', minWidth: '12rem' })}>
                {detailsOf(tx)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
