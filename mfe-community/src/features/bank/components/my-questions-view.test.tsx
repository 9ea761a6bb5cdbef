import { fakeApi, sampleBankQuestion } from '@app/dev-kit/fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { MyQuestionsView } from './my-questions-view';

// The dialog's code is a chunk loaded when it opens; a cold import took longer than a query waits on
// a loaded 2-core CI machine (profile-dialogs.test.tsx failed so), so it is loaded once here.
beforeAll(async () => {
  await import('./create-question-form');
});

const t = messages.myQuestions;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const folder = (id: number, name: string, parent: number | null, dirs: [number, string][]) => ({
  id,
  name,
  full_path: '',
  full_path_dirs: dirs.map(([i, n]) => ({ id: i, name: n })),
  parent_category_id: parent,
  type: 'teacher',
  child_categories_count: 0,
  questions_count: 0,
});
const categories = [
  folder(1, 'الفيزياء', null, [[1, 'الفيزياء']]),
  folder(2, 'الكهربية', 1, [
    [1, 'الفيزياء'],
    [2, 'الكهربية'],
  ]),
  folder(3, 'الحديثة', 1, [
    [1, 'الفيزياء'],
    [3, 'الحديثة'],
  ]),
  folder(7, 'الفصل الأول', 2, [
    [1, 'الفيزياء'],
    [2, 'الكهربية'],
    [7, 'الفصل الأول'],
  ]),
  folder(8, 'الفصل الأول', 3, [
    [1, 'الفيزياء'],
    [3, 'الحديثة'],
    [8, 'الفصل الأول'],
  ]),
];

describe('my questions', () => {
  it("names each question's folder by its whole path, in the list and in the answer", async () => {
    api = fakeApi(({ url }) =>
      url.endsWith('/categories')
        ? { status: 200, data: { data: categories } }
        : {
            status: 200,
            data: {
              data: [
                sampleBankQuestion({ id: 1, category: { id: 7, name: 'الفصل الأول' }, answered: true }),
                sampleBankQuestion({ id: 2, category: { id: 8, name: 'الفصل الأول' }, answered: false }),
              ],
            },
          },
    );
    renderPage(<MyQuestionsView />);
    const list = await screen.findByRole('list', { name: t.title });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(await within(first!).findByText(/الفيزياء › الكهربية › الفصل الأول/)).toBeInTheDocument();
    expect(second).toHaveTextContent('الفيزياء › الحديثة › الفصل الأول');
    await userEvent.click(within(first!).getByRole('button', { name: t.viewAnswerOf(1) }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('الفيزياء › الكهربية › الفصل الأول');
  });
});
