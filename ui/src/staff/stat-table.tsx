import type { ReactNode } from 'react';
import { css } from '#styled-system/css';

export interface StatTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}

const table = css({
  width: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': {
    textAlign: 'start',
    paddingBlock: '1.5',
    paddingInline: '2',
    borderBottomWidth: '1px',
    borderColor: 'border',
  },
  '& th': { fontWeight: 'semibold', color: 'fg.muted' },
});

/** A dashboard widget's small table of figures (top lists, queues), its caption shown. */
export function StatTable({ caption, columns, rows }: StatTableProps) {
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={table}>
        <caption className={css({ textAlign: 'start', fontWeight: 'semibold', paddingBlockEnd: '1' })}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            // Rows of figures in the answer's order; they have no id of their own.
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
