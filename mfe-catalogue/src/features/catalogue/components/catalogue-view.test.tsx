import { fakeApi, sampleCourse } from '@app/shared-contracts/fixtures';
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
