import { fakeApi } from '@app/dev-kit/fixtures';
import { bankMessages } from '@app/shared-contracts/errors';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { DirectoryView } from './directory-view';
import { folderCounts } from './folder-list';

const t = messages.bank;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const dirs = [
  { id: 1, name: 'الفيزياء' },
  { id: 2, name: 'الكهربية' },
  { id: 3, name: 'الفصل الأول' },
];
const category = (id: number, over = {}) => ({
  id,
  name: dirs.find((d) => d.id === id)?.name ?? `مجلد ${id}`,
  full_path: '',
  full_path_dirs: dirs.slice(0, id),
  parent_category_id: id > 1 ? id - 1 : null,
  type: 'teacher',
  child_categories_count: 0,
  questions_count: 21,
  ...over,
});
const question = (n: number) => ({
  id: n,
  text: `سؤال رقم ${n}`,
  image_url: null,
  page_number: 10,
  question_number: n,
  category: { id: 3, name: 'الفصل الأول' },
  answered: true,
  answer_text: `إجابة ${n}`,
  answer_image: null,
  answer_audio: null,
  teacher: { name: 'أ. أحمد', avatar: null },
  created_at: '2026-01-01T00:00:00Z',
});

describe('bank folder', () => {
  it('shows the breadcrumbs, the questions, loads more and mirrors the filter into the URL', async () => {
    api = fakeApi(({ url, params }) => {
      if (url.includes('page=2'))
        return {
          status: 200,
          data: {
            categories: [],
            current_directory: category(3),
            questions: { data: [question(21)], links: { next: null } },
          },
        };
      const filtered = (params as { page_number?: number })?.page_number === 10;
      return {
        status: 200,
        data: {
          categories: [],
          current_directory: category(3),
          questions: {
            data: filtered ? [question(2)] : Array.from({ length: 20 }, (_, i) => question(i + 1)),
            links: { next: filtered ? null : '/v1/bank-questions/directories/3?page=2' },
          },
        },
      };
    });
    renderPage(<DirectoryView id={3} />, { url: '/questions-bank/directories/3' });
    const crumbs = await screen.findByRole('navigation', { name: t.breadcrumbs });
    expect(within(crumbs).getByRole('link', { name: t.title })).toHaveAttribute(
      'href',
      '/questions-bank/directories',
    );
    expect(within(crumbs).getByRole('link', { name: 'الكهربية' })).toHaveAttribute(
      'href',
      '/questions-bank/directories/2',
    );
    expect(within(crumbs).getByText('الفصل الأول')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('button', { name: /عرض السؤال/ })).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: t.loadMore }));
    expect(await screen.findByText('سؤال رقم 21')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.loadMore })).not.toBeInTheDocument();

    const filter = screen.getByRole('form', { name: t.filter });
    await userEvent.type(within(filter).getByRole('textbox', { name: t.pageNumber }), '٠');
    await userEvent.click(within(filter).getByRole('button', { name: t.apply }));
    expect(within(filter).getByText(t.minOne)).toBeInTheDocument();
    await userEvent.clear(within(filter).getByRole('textbox', { name: t.pageNumber }));
    await userEvent.type(within(filter).getByRole('textbox', { name: t.pageNumber }), '١٠');
    await userEvent.click(within(filter).getByRole('button', { name: t.apply }));
    expect(await screen.findByText('سؤال رقم 2')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('?page_number=10');
    expect(api.calls.at(-1)?.params).toEqual({ page_number: 10 });
  });

  it('searches the question text, mirrored into the URL; from the root across the bank', async () => {
    api = fakeApi(({ url, params }) => {
      const search = (params as { search?: string })?.search;
      const root = url === '/bank-questions/directories';
      return {
        status: 200,
        data: {
          categories: root ? [category(1, { questions_count: 0, child_categories_count: 1 })] : [],
          current_directory: root ? null : category(3),
          questions: {
            data:
              search === 'أوم' ? [{ ...question(4), text: 'ما هو قانون أوم؟' }] : root ? [] : [question(1)],
            links: { next: null },
          },
        },
      };
    });
    renderPage(<DirectoryView id={null} />, { url: '/questions-bank/directories' });
    const filter = await screen.findByRole('form', { name: t.filter });
    // The root has no pages: words only.
    expect(within(filter).queryByRole('textbox', { name: t.pageNumber })).not.toBeInTheDocument();
    await userEvent.type(within(filter).getByRole('searchbox', { name: t.search }), '  أوم ');
    await userEvent.click(within(filter).getByRole('button', { name: t.apply }));
    expect(await screen.findByText('ما هو قانون أوم؟')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      `?search=${encodeURIComponent('أوم')}`,
    );
    expect(api.calls.at(-1)).toMatchObject({ url: '/bank-questions/directories', params: { search: 'أوم' } });

    await userEvent.clear(within(screen.getByRole('form', { name: t.filter })).getByRole('searchbox'));
    await userEvent.type(
      within(screen.getByRole('form', { name: t.filter })).getByRole('searchbox', { name: t.search }),
      'لا شيء',
    );
    await userEvent.click(
      within(screen.getByRole('form', { name: t.filter })).getByRole('button', { name: t.apply }),
    );
    expect(await screen.findByText(t.noSearchResult)).toBeInTheDocument();
  });

  it('reads the search from the URL inside a folder, beside the numbers', async () => {
    api = fakeApi(() => ({
      status: 200,
      data: {
        categories: [],
        current_directory: category(3),
        questions: { data: [], links: { next: null } },
      },
    }));
    renderPage(<DirectoryView id={3} />, {
      url: '/questions-bank/directories/3?search=%D8%A3%D9%88%D9%85&page_number=2',
    });
    const filter = await screen.findByRole('form', { name: t.filter });
    expect(within(filter).getByRole('searchbox', { name: t.search })).toHaveValue('أوم');
    expect(within(filter).getByRole('textbox', { name: t.pageNumber })).toHaveValue('2');
    expect(api.calls[0]?.params).toEqual({ search: 'أوم', page_number: 2 });
  });

  it("says 'no result found' for a folder that does not exist", async () => {
    api = fakeApi(() => ({ status: 404, data: { error: 'NOT_FOUND', message: 'x' } }));
    renderPage(<DirectoryView id={999} />);
    expect(await screen.findByText(bankMessages.NOT_FOUND)).toBeInTheDocument();
  });

  it('counts sub-folders and questions, or says empty folder', () => {
    expect(folderCounts({ child_categories_count: 0, questions_count: 0 })).toBe(t.emptyFolder);
    expect(folderCounts({ child_categories_count: 3, questions_count: 0 })).toBe('3 مجلدات فرعية');
    expect(folderCounts({ child_categories_count: 1, questions_count: 36 })).toBe(
      'مجلد فرعي واحد · 36 سؤالاً',
    );
  });
});
