import { fakeApi, sampleCourse } from '@app/dev-kit/fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { CatalogueView } from './catalogue-view';

const t = messages.catalogue;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

describe('catalogue search', () => {
  beforeEach(() => {
    api = fakeApi(({ params }) => {
      const search = (params as { search?: string } | undefined)?.search;
      const data =
        search === 'لا شيء' ? [] : [sampleCourse({ id: 1, name: search ? `نتيجة ${search}` : 'كل الدورات' })];
      return { status: 200, data: { data, links: { next: null } } };
    });
  });

  it('restores the search from the URL on load', async () => {
    renderPage(<CatalogueView />, { url: '/courses?search=فيزياء', path: '/courses' });
    expect(screen.getByRole('searchbox', { name: t.search })).toHaveValue('فيزياء');
    expect(await screen.findByRole('link', { name: 'نتيجة فيزياء' })).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ url: '/courses', params: { search: 'فيزياء' } });
  });

  it('mirrors a submitted search into ?search= and clears it', async () => {
    renderPage(<CatalogueView />, { url: '/courses', path: '/courses' });
    await screen.findByRole('link', { name: 'كل الدورات' });
    const box = screen.getByRole('searchbox', { name: t.search });
    await userEvent.type(box, 'كيمياء{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location', hidden: true })).toHaveTextContent(
        `/courses?search=${encodeURIComponent('كيمياء')}`,
      ),
    );
    expect(await screen.findByRole('link', { name: 'نتيجة كيمياء' })).toBeInTheDocument();
    await userEvent.clear(box);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location', hidden: true })).toHaveTextContent(/^\/courses$/),
    );
  });

  it('says when no course is found', async () => {
    renderPage(<CatalogueView />, { url: '/courses?search=لا شيء', path: '/courses' });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });
});

describe('catalogue next page', () => {
  const firstPage = Array.from({ length: 12 }, (_, i) => sampleCourse({ id: i + 1, name: `دورة ${i + 1}` }));
  const page2Calls = () => api.calls.filter((c) => c.url.includes('page=2')).length;

  it('keeps the courses when page 2 fails, asks once, and retries inline', async () => {
    let fail = true;
    api = fakeApi(({ url }) => {
      if (url.includes('page=2')) {
        return fail
          ? { status: 500, data: { message: 'boom' } }
          : {
              status: 200,
              data: { data: [sampleCourse({ id: 13, name: 'دورة 13' })], links: { next: null } },
            };
      }
      return { status: 200, data: { data: firstPage, links: { next: '/v1/courses?page=2' } } };
    });
    renderPage(<CatalogueView />, { url: '/courses', path: '/courses' });
    const retry = await screen.findByRole('button', { name: t.moreRetry });
    expect(screen.getByRole('alert')).toHaveTextContent(t.moreFailed);
    expect(screen.getByRole('link', { name: 'دورة 12' })).toBeInTheDocument();
    // the page stays near the bottom (jsdom): nothing more is asked while the student waits
    await new Promise((resolve) => setTimeout(resolve, 300));
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(page2Calls()).toBe(1);
    expect(screen.getAllByRole('link', { name: /^دورة \d+$/ })).toHaveLength(12);

    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'دورة 13' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(page2Calls()).toBe(2);
  });
});

describe('catalogue grade and category (guest, desktop)', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    api = fakeApi(() => ({ status: 200, data: { data: [sampleCourse()], links: { next: null } } }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('choosing a category after a grade un-presses the grade, as the request drops it', async () => {
    const user = userEvent.setup();
    renderPage(<CatalogueView />, {
      url: '/courses',
      path: '/courses',
      user: null,
      appData: {
        grades: [{ id: 3, name: 'الصف الثالث الثانوي' }],
        categories: [{ id: 1, name: 'فيزياء' }],
      },
    });
    const grade = await screen.findByRole('button', { name: 'الصف الثالث الثانوي' });
    await user.click(grade);
    await waitFor(() => expect(grade).toHaveAttribute('aria-pressed', 'true'));
    await user.click(screen.getByRole('combobox', { name: t.category }));
    await user.click(await screen.findByRole('option', { name: 'فيزياء' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location', hidden: true })).toHaveTextContent(
        /^\/courses\?category_id=1$/,
      ),
    );
    expect(grade).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: t.allGrades })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.calls.at(-1)?.params).toEqual({ category_id: 1 }));
  });

  it('a shared address with both applies the category and shows no grade chosen', async () => {
    renderPage(<CatalogueView />, { url: '/courses?grade_id=3&category_id=1', path: '/courses', user: null });
    const grade = await screen.findByRole('button', { name: 'الصف الثالث الثانوي' });
    expect(grade).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.calls[0]?.params).toEqual({ category_id: 1 }));
  });
});
