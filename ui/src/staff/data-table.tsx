import { EmptyState, ErrorState, Spinner } from '@app/ui';
import {
  type ColumnDef,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { css } from '#styled-system/css';
import { DataTablePager } from './data-table-pager';
import { DataTableSearch } from './data-table-search';
import { staffUiMessages } from './messages';
import { type StaffTableDefaults, useStaffTableQuery } from './use-staff-table-query';

export interface DataTableColumn<T> {
  /** the api's sort key when sortable (snake_case), else any unique id */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  /** numbers and money read better at the end */
  align?: 'start' | 'end';
}

export interface DataTableProps<T extends object> {
  /** the table's accessible name (its caption) */
  caption: string;
  columns: readonly DataTableColumn<T>[];
  /** the page of rows the api answered for the URL's query (undefined while loading) */
  rows: readonly T[] | undefined;
  /** rows matching the query, all pages */
  total: number;
  rowKey: (row: T) => string | number;
  status: 'pending' | 'error' | 'success';
  onRetry?: () => void;
  /** shows the search box (the URL's q) with this label */
  searchLabel?: string;
  /** filters and actions shown beside the search */
  toolbar?: ReactNode;
  emptyText?: string;
  /** page size and order before the URL says otherwise (as the page's query hook uses them) */
  defaults?: StaffTableDefaults;
}

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });

const wrap = css({
  overflowX: 'auto',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l2',
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus' },
});
const table = css({
  width: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': { paddingBlock: '2', paddingInline: '3', borderBlockEndWidth: '1px', borderColor: 'border' },
  '& th': { fontWeight: 'bold', bg: 'bg.muted', whiteSpace: 'nowrap' },
  '& tbody tr:hover': { bg: 'bg.muted' },
});
const sortButton = css({ display: 'inline-flex', gap: '1', fontWeight: 'bold', cursor: 'pointer' });

const toolbarRow = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  flexWrap: 'wrap',
  gap: '3',
  alignItems: { base: 'stretch', md: 'flex-end' },
});

/**
 * A staff list on TanStack Table, paged, sorted and searched by the server: the page, order and
 * search are the URL's (useStaffTableQuery), the page's query reads the same, and this shows the
 * rows it was given.
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { caption, columns, rows, total, rowKey, status, onRetry, searchLabel, toolbar, emptyText } = props;
  const [query, setQuery] = useStaffTableQuery(props.defaults);
  const sorting: SortingState = query.sort ? [{ id: query.sort, desc: query.order === 'desc' }] : [];
  const columnDefs = useMemo<ColumnDef<typeof features, T>[]>(
    () =>
      columns.map((col) => ({
        id: col.id,
        header: col.header,
        enableSorting: Boolean(col.sortable),
        cell: (info) => col.cell(info.row.original),
      })),
    [columns],
  );
  const data = useMemo(() => [...(rows ?? [])], [rows]);
  const tableApi = useTable<typeof features, T>({
    features,
    columns: columnDefs,
    data,
    getRowId: (row) => String(rowKey(row)),
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    state: { sorting, pagination: { pageIndex: query.page - 1, pageSize: query.per_page } },
  });
  const pages = Math.max(1, Math.ceil(total / query.per_page));
  // Sorted by the server on the api's keys, so the column's own flag decides (not an accessor).
  const sortable = new Set(columns.filter((c) => c.sortable).map((c) => c.id));
  const alignOf = (id: string) => (columns.find((c) => c.id === id)?.align === 'end' ? 'end' : 'start');

  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {searchLabel || toolbar ? (
        // A phone stacks the search and the filters: side by side, whether they fitted one line
        // changed as the fonts and the filters came in, and the table moved (CLS 0.06, issue 35).
        <div className={toolbarRow}>
          {searchLabel ? (
            <DataTableSearch label={searchLabel} value={query.q ?? ''} onSearch={(q) => setQuery({ q })} />
          ) : null}
          {toolbar}
        </div>
      ) : null}
      {/* A phone scrolls the table sideways: the keyboard must reach that scroll too (axe's
          scrollable-region-focusable), so the box is a named, focusable region. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so the keyboard can scroll it */}
      <section className={wrap} aria-label={caption} tabIndex={0}>
        <table className={table} aria-busy={status === 'pending'}>
          <caption className={css({ srOnly: true })}>{caption}</caption>
          <thead>
            {tableApi.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const col = header.column;
                  const sorted = col.id === query.sort ? (query.order ?? 'asc') : false;
                  const label = String(col.columnDef.header ?? '');
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      style={{ textAlign: alignOf(col.id) }}
                      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {sortable.has(col.id) ? (
                        <button
                          type="button"
                          className={sortButton}
                          aria-label={staffUiMessages.table.sortBy(label)}
                          onClick={() => setQuery({ sort: col.id, order: sorted === 'asc' ? 'desc' : 'asc' })}
                        >
                          {label}
                          <span aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          {status === 'success' && data.length > 0 ? (
            <tbody>
              {tableApi.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} style={{ textAlign: alignOf(cell.column.id) }}>
                      <tableApi.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ) : null}
        </table>
        {status === 'pending' ? (
          <div className={css({ display: 'flex', justifyContent: 'center', padding: '6' })}>
            <Spinner label={staffUiMessages.table.loading} />
          </div>
        ) : null}
        {status === 'error' ? <ErrorState message={staffUiMessages.table.error} onRetry={onRetry} /> : null}
        {status === 'success' && data.length === 0 ? (
          <EmptyState title={emptyText ?? staffUiMessages.table.empty} />
        ) : null}
      </section>
      {status === 'success' && total > 0 ? (
        <DataTablePager page={query.page} pages={pages} total={total} onPage={(page) => setQuery({ page })} />
      ) : null}
    </div>
  );
}
