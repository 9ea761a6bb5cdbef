import type { ReactNode } from 'react';
import { css } from '#styled-system/css';

// The student's page shows short lists whole (no paging): a plain table with its caption.

export interface SectionColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

const wrap = css({ overflowX: 'auto', borderWidth: '1px', borderColor: 'border', borderRadius: 'l2' });
const table = css({
  width: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': {
    paddingBlock: '2',
    paddingInline: '3',
    borderBlockEndWidth: '1px',
    borderColor: 'border',
    textAlign: 'start',
  },
  '& th': { fontWeight: 'bold', bg: 'bg.muted', whiteSpace: 'nowrap' },
});

export function SectionTable<T>(props: {
  caption: string;
  columns: SectionColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  empty: string;
}) {
  if (props.rows.length === 0) return <p className={css({ color: 'fg.muted' })}>{props.empty}</p>;
  return (
    <div className={wrap}>
      <table className={table}>
        <caption className={css({ srOnly: true })}>{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={props.rowKey(row)}>
              {props.columns.map((c) => (
                <td key={c.header}>{c.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A titled part of the student's page (h2, then its content). */
export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = `section-${title.replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={css({ display: 'grid', gap: '2' })}>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '2',
          alignItems: 'center',
          justifyContent: 'space-between',
        })}
      >
        <h2 id={id} className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
