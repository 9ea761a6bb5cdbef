import { formatDateTime, formatMoney, type Transaction, truncate } from '@app/shared-contracts';
import type { ReactNode } from 'react';
import { css, cx } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.wallet;
// Spec 3 §3: names are cut at 25 characters.
const NAME_MAX = 25;

// One table for every width: from md a table; below it each row is a card of label–value lines
// (six columns of nowrap cells were 841 px wide in a 334 px box at 360 px). Explicit roles keep
// the table's semantics once its elements are no longer displayed as a table (some browsers drop
// them with display: block); spread, as the linter takes them for redundant.
const keep = (role: 'table' | 'rowgroup' | 'row' | 'columnheader' | 'cell') => ({ role });
const cellClass = css({
  display: { base: 'flex', md: 'table-cell' },
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '3',
  paddingBlock: { base: '1', md: '2' },
  paddingInline: '3',
  textAlign: 'start',
  whiteSpace: { base: 'normal', md: 'nowrap' },
  overflowWrap: 'anywhere',
});
const headClass = css({
  fontWeight: 'bold',
  color: 'fg.muted',
  fontSize: 'sm',
  borderBlockEnd: '1px solid',
  borderColor: 'border',
});
const rowClass = css({
  display: { base: 'block', md: 'revert' },
  paddingBlock: { base: '2', md: '0' },
  border: { base: '1px solid', md: 'none' },
  borderBlockEnd: '1px solid',
  borderColor: 'border',
  borderRadius: { base: 'lg', md: '0' },
  marginBlockEnd: { base: '3', md: '0' },
  bg: { base: 'bg.surface', md: 'transparent' },
});
/** The column's name inside each cell, for the phone cards only (the header names it for AT). */
const labelClass = css({ display: { base: 'block', md: 'none' }, color: 'fg.muted', flexShrink: 0 });
const valueClass = css({ textAlign: { base: 'end', md: 'start' } });

/** The course, lecture or other party of a row (cut at 25), how a top-up was paid, the staff comment. */
function detailsOf(tx: Transaction): string {
  const party = tx.transfer_resource?.recipient_user_name
    ? t.to(tx.transfer_resource.recipient_user_name)
    : tx.transfer_resource?.sender_user_name
      ? t.from(tx.transfer_resource.sender_user_name)
      : (tx.lecture_resource?.name ?? tx.course_resource?.name ?? '');
  const method = tx.topup_method ? messages.topUp.methods[tx.topup_method] : '';
  return [truncate(party, NAME_MAX), method, tx.comment ?? ''].filter(Boolean).join(' — ');
}

function Cell({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td {...keep('cell')} className={cx(cellClass, className)}>
      <span aria-hidden className={labelClass}>
        {label}
      </span>
      <span className={valueClass}>{children}</span>
    </td>
  );
}

/** Spec 3 §2.3: serial, type, signed value, balance after, date, name and comment. */
export function TransactionsList({ transactions }: { transactions: Transaction[] }) {
  const c = t.columns;
  return (
    <div
      className={css({
        overflowX: { md: 'auto' },
        borderRadius: 'lg',
        border: { md: '1px solid' },
        borderColor: { md: 'border' },
      })}
    >
      <table
        {...keep('table')}
        className={css({
          display: { base: 'block', md: 'revert' },
          width: 'full',
          borderCollapse: 'collapse',
          fontSize: 'sm',
        })}
        aria-label={t.transactions}
      >
        <thead {...keep('rowgroup')} className={css({ srOnly: { base: true, md: false } })}>
          <tr {...keep('row')}>
            {Object.values(c).map((label) => (
              <th key={label} {...keep('columnheader')} scope="col" className={cx(cellClass, headClass)}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...keep('rowgroup')} className={css({ display: { base: 'block', md: 'revert' } })}>
          {transactions.map((tx) => (
            <tr {...keep('row')} key={tx.serial} className={rowClass}>
              <Cell label={c.serial}>
                <bdi dir="ltr" className={css({ whiteSpace: 'nowrap' })}>
                  {tx.serial}
                </bdi>
              </Cell>
              <Cell label={c.type}>{t.types[tx.type]}</Cell>
              <Cell
                label={c.value}
                className={css({ color: tx.value < 0 ? 'danger.text' : 'success.text', fontWeight: 'bold' })}
              >
                <bdi>{`${tx.value > 0 ? '+' : ''}${formatMoney(tx.value)}`}</bdi>
              </Cell>
              <Cell label={c.balanceAfter}>
                <bdi>{formatMoney(tx.balance_after)}</bdi>
              </Cell>
              <Cell label={c.date}>
                <bdi>{formatDateTime(tx.timestamp)}</bdi>
              </Cell>
              <Cell label={c.details} className={css({ whiteSpace: 'normal', minWidth: { md: '12rem' } })}>
                {detailsOf(tx)}
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
