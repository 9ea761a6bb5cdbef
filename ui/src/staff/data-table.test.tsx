import { MemoryRouter, useLocation } from '@app/router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

interface Student {
  id: number;
  name: string;
  balance: number;
}

const columns: DataTableColumn<Student>[] = [
  { id: 'name', header: 'الاسم', cell: (s) => s.name, sortable: true },
  { id: 'balance', header: 'الرصيد', cell: (s) => `${s.balance} ج.م`, align: 'end' },
];
const rows: Student[] = [
  { id: 1, name: 'أحمد', balance: 50 },
  { id: 2, name: 'منى', balance: 20 },
];

function Search() {
  return <output aria-label="query">{useLocation().search}</output>;
}

function renderTable(url: string, props: Partial<Parameters<typeof DataTable<Student>>[0]> = {}) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <DataTable
        caption="الطلاب"
        columns={columns}
        rows={rows}
        total={45}
        rowKey={(s) => s.id}
        status="success"
        searchLabel="ابحث عن طالب"
        {...props}
      />
      <Search />
    </MemoryRouter>,
  );
  return () => screen.getByRole('status', { name: 'query' }).textContent;
}

describe('DataTable', () => {
  it('shows the rows it was given under its caption, with the sort and page of the URL', () => {
    renderTable('/staff/students?page=2&sort=name&order=asc');
    const table = screen.getByRole('table', { name: 'الطلاب' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: '50 ج.م' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /الاسم/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(within(table).getByRole('columnheader', { name: 'الرصيد' })).not.toHaveAttribute('aria-sort');
    expect(screen.getByText('صفحة 2 من 3')).toBeInTheDocument();
  });

  it('writes sort, page and search to the URL; a new order or search starts from page 1', async () => {
    const user = userEvent.setup();
    const query = renderTable('/staff/students?page=2&sort=name&order=asc');
    await user.click(screen.getByRole('button', { name: 'ترتيب حسب الاسم' }));
    expect(query()).toBe('?sort=name&order=desc');

    await user.click(screen.getByRole('button', { name: 'الصفحة التالية' }));
    expect(query()).toBe('?sort=name&order=desc&page=2');

    await user.type(screen.getByRole('searchbox', { name: 'ابحث عن طالب' }), ' منى ');
    await user.click(screen.getByRole('button', { name: 'بحث' }));
    expect(new URLSearchParams(query() ?? '').get('q')).toBe('منى');
    expect(new URLSearchParams(query() ?? '').get('page')).toBeNull();
  });

  it('ignores a broken page or sort in the URL', () => {
    renderTable('/staff/students?page=-4&sort=DROP%20TABLE&per_page=9999');
    expect(screen.getByText('صفحة 1 من 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الصفحة السابقة' })).toBeDisabled();
  });

  it('says when it loads, fails (with retry) or has nothing', async () => {
    const onRetry = vi.fn();
    const { unmount } = render(
      <MemoryRouter>
        <DataTable
          caption="x"
          columns={columns}
          rows={undefined}
          total={0}
          rowKey={(s) => s.id}
          status="pending"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'جارٍ تحميل الصفوف…' })).toBeInTheDocument();
    unmount();
    renderTable('/', { status: 'error', rows: undefined, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('تعذر تحميل القائمة');
    await userEvent.setup().click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty text when the api found nothing', () => {
    renderTable('/', { rows: [], total: 0, emptyText: 'لا يوجد طلاب' });
    expect(screen.getByText('لا يوجد طلاب')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'التنقل بين الصفحات' })).not.toBeInTheDocument();
  });
});
