import { fakeApi } from '@app/dev-kit/fixtures';
import type { StaffCatalogueOptions } from '@app/shared-contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import CoursesPage from './courses-page';

const t = messages.staffCatalogue;
let api: ReturnType<typeof fakeApi>;
let spy: { mockRestore: () => void } | undefined;
afterEach(() => {
  api?.restore();
  spy?.mockRestore();
});

const order = [
  { id: 7, name: 'فيزياء الثالث الثانوي', published: true },
  { id: 8, name: 'كيمياء الثالث الثانوي', published: false },
  { id: 9, name: 'أحياء الثالث الثانوي', published: true },
];
const optionsFor = (own: number | null): StaffCatalogueOptions => ({
  grades: [],
  categories: [],
  teachers: [],
  own_teacher_id: own,
});

function serve(own: number | null, put: { status: number } = { status: 200 }) {
  return fakeApi((call) => {
    if (call.url === '/staff/catalogue/options') return { status: 200, data: optionsFor(own) };
    if (call.url === '/staff/catalogue/courses/order' && call.method === 'GET')
      return { status: 200, data: { items: order } };
    if (call.method === 'PUT')
      return put.status === 200
        ? { status: 200, data: { items: order } }
        : { status: put.status, data: { message: 'x', errors: { ids: ['الترتيب لا يطابق'] } } };
    return { status: 200, data: { items: [], total: 0, page: 1, per_page: 20 } };
  });
}

// jsdom lays nothing out: each row a 40 px box by its place, as a browser would.
function layRowsOut() {
  spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const li = this.closest('li');
    const i = li?.parentElement ? Array.from(li.parentElement.children).indexOf(li) : 0;
    const box = { x: 0, y: i * 40, top: i * 40, left: 0, right: 300, bottom: i * 40 + 40 };
    return { ...box, width: 300, height: 40, toJSON: () => ({}) };
  });
}

async function moveDown(name: string) {
  const list = await screen.findByRole('list', { name: t.courseOrder.label });
  (await within(list).findByRole('button', { name: `نقل ${name}` })).focus();
  const user = userEvent.setup();
  await user.keyboard(' ');
  await act(async () => {});
  await user.keyboard('{ArrowDown}');
  await act(async () => {});
  await user.keyboard(' ');
}

describe('the staff courses page', () => {
  it('the desk moves a course down by keyboard and saves the whole order; a draft is marked', async () => {
    layRowsOut();
    api = serve(null);
    renderPage(<CoursesPage />, { url: '/staff/courses', user: { groupId: 2 } });
    const list = await screen.findByRole('list', { name: t.courseOrder.label });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      order[0]!.name,
      `${order[1]!.name}${t.states.draft}`,
      order[2]!.name,
    ]);
    await moveDown(order[0]!.name);
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: '/staff/catalogue/courses/order',
        body: { ids: [8, 7, 9] },
      }),
    );
  });

  it('says so when the order could not be saved', async () => {
    layRowsOut();
    api = serve(null, { status: 422 });
    renderPage(<CoursesPage />, { url: '/staff/courses', user: { groupId: 2 } });
    await moveDown(order[1]!.name);
    expect(await screen.findByText(t.courseOrder.failed)).toBeInTheDocument();
  });

  it('a teacher, who orders nothing for the whole centre, has no order list', async () => {
    api = serve(5);
    renderPage(<CoursesPage />, { url: '/staff/courses', user: { groupId: 2 } });
    expect(await screen.findByRole('table', { name: t.courses.caption })).toBeInTheDocument();
    await vi.waitFor(() => expect(api.calls.some((c) => c.url === '/staff/catalogue/options')).toBe(true));
    await act(async () => {});
    expect(screen.queryByRole('list', { name: t.courseOrder.label })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.url === '/staff/catalogue/courses/order')).toBe(false);
  });
});
