import { fakeApi } from '@app/dev-kit/fixtures';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import TaxonomyPage from './taxonomy-page';

const t = messages.staffCatalogue.taxonomy;
let api: ReturnType<typeof fakeApi>;
let spy: { mockRestore: () => void } | undefined;
afterEach(() => {
  api?.restore();
  spy?.mockRestore();
});

const grades = [
  { id: 1, name: 'الصف الأول الثانوي', position: 1 },
  { id: 2, name: 'الصف الثاني الثانوي', position: 2 },
];
const categories = [{ id: 3, name: 'الفيزياء', position: 1 }];

function serve() {
  return fakeApi((call) => {
    if (call.method === 'GET' && call.url === '/staff/catalogue/grades')
      return { status: 200, data: { items: grades } };
    if (call.method === 'GET') return { status: 200, data: { items: categories } };
    if (call.method === 'POST')
      return { status: 422, data: { message: 'x', errors: { name: ['هذا الاسم مستخدم من قبل'] } } };
    return { status: 200, data: { items: grades } };
  });
}

describe('the grades and categories page', () => {
  it('shows both lists together, once both are in (nothing moves under a phone user’s thumb)', async () => {
    let release = () => {};
    const categoriesIn = new Promise<void>((resolve) => {
      release = resolve;
    });
    api = fakeApi(async (call) => {
      if (call.url === '/staff/catalogue/grades') return { status: 200, data: { items: grades } };
      await categoriesIn;
      return { status: 200, data: { items: categories } };
    });
    renderPage(<TaxonomyPage />, { url: '/staff/grades', user: { groupId: 1 } });
    await vi.waitFor(() => expect(api.calls).toHaveLength(2));
    await act(async () => {});
    expect(screen.queryByRole('region', { name: t.grades })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: messages.loading })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('region', { name: t.grades })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: t.categories })).toBeInTheDocument();
  });

  it('moves a grade down by keyboard and saves the new order', async () => {
    // jsdom lays nothing out: each row a 40 px box by its place, as a browser would.
    spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const li = this.closest('li');
      const i = li?.parentElement ? Array.from(li.parentElement.children).indexOf(li) : 0;
      return {
        x: 0,
        y: i * 40,
        top: i * 40,
        left: 0,
        right: 300,
        bottom: i * 40 + 40,
        width: 300,
        height: 40,
        toJSON: () => ({}),
      };
    });
    api = serve();
    renderPage(<TaxonomyPage />, { url: '/staff/grades', user: { groupId: 1 } });
    const list = await screen.findByRole('list', { name: t.gradesOrder });
    await within(list).findByRole('button', { name: 'نقل الصف الأول الثانوي' });
    within(list).getByRole('button', { name: 'نقل الصف الأول الثانوي' }).focus();
    const user = userEvent.setup();
    await user.keyboard(' ');
    await act(async () => {});
    await user.keyboard('{ArrowDown}');
    await act(async () => {});
    await user.keyboard(' ');
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: '/staff/catalogue/grades/order',
        body: { ids: [2, 1] },
      }),
    );
  });

  it('adds a category; a taken name shows the api’s message', async () => {
    api = serve();
    renderPage(<TaxonomyPage />, { url: '/staff/grades', user: { groupId: 2 } });
    const box = await screen.findByRole('textbox', { name: `${t.newName}: ${t.categories}` });
    await userEvent.type(box, 'الفيزياء');
    const section = screen.getByRole('region', { name: t.categories });
    await userEvent.click(within(section).getByRole('button', { name: t.add }));
    expect(await within(section).findByText('هذا الاسم مستخدم من قبل')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/staff/catalogue/categories',
      body: { name: 'الفيزياء' },
    });
    // an assistant never deletes
    expect(screen.queryByRole('button', { name: t.remove('الفيزياء') })).not.toBeInTheDocument();
  });
});
