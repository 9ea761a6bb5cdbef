import { fakeApi } from '@app/dev-kit/fixtures';
import { bankQuestionCreateMessages } from '@app/shared-contracts/errors';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { CreateQuestionForm } from './create-question-form';

const t = messages.myQuestions;
const b = messages.bank;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const folder = (id: number, name: string, parent: number | null, dirs: [number, string][]) => ({
  id,
  name,
  full_path: dirs.map(([, n]) => n).join(' / '),
  full_path_dirs: dirs.map(([i, n]) => ({ id: i, name: n })),
  parent_category_id: parent,
  type: 'teacher',
  child_categories_count: 0,
  questions_count: 3,
});
const PH: [number, string] = [1, 'الفيزياء'];
const EL: [number, string] = [2, 'الكهربية'];
const MO: [number, string] = [3, 'الحديثة'];
const CH: [number, string] = [9, 'الكيمياء'];
// In database order (siblings by staff's position, levels mixed), three chapters named alike.
const categories = {
  data: [
    folder(7, 'الفصل الأول', 2, [PH, EL, [7, 'الفصل الأول']]),
    folder(8, 'الفصل الأول', 3, [PH, MO, [8, 'الفصل الأول']]),
    folder(10, 'الفصل الأول', 9, [CH, [10, 'الفصل الأول']]),
    folder(1, 'الفيزياء', null, [PH]),
    folder(2, 'الكهربية', 1, [PH, EL]),
    folder(9, 'الكيمياء', null, [CH]),
    folder(3, 'الحديثة', 1, [PH, MO]),
  ],
};

describe('create bank question', () => {
  it('offers the folders as a tree, top to bottom, each by its whole path', async () => {
    const user = userEvent.setup();
    api = fakeApi(() => ({ status: 200, data: categories }));
    renderPage(<CreateQuestionForm onDone={() => {}} />);
    await user.click(await screen.findByRole('combobox', { name: new RegExp(t.category) }));
    await screen.findAllByRole('option');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'الفيزياء',
      'الفيزياء › الكهربية',
      'الفيزياء › الكهربية › الفصل الأول',
      'الفيزياء › الحديثة',
      'الفيزياء › الحديثة › الفصل الأول',
      'الكيمياء',
      'الكيمياء › الفصل الأول',
    ]);
  });

  it('asks for text or image, both numbers ≥ 1 and a category; shows the first 422 message; then sends', async () => {
    const user = userEvent.setup();
    let reply: { status: number; data: unknown } = {
      status: 422,
      data: { message: 'x', errors: { page_number: ['رقم الصفحة غير صحيح'], text: ['ثاني'] } },
    };
    api = fakeApi(({ method }) => (method === 'GET' ? { status: 200, data: categories } : reply));
    const onDone = vi.fn();
    renderPage(<CreateQuestionForm onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(screen.getByText(t.textOrImage)).toBeInTheDocument();
    expect(screen.getAllByText(b.minOne)).toHaveLength(2);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: t.text }), 'ما هو قانون أوم؟');
    await user.type(screen.getByRole('textbox', { name: new RegExp(b.pageNumber) }), '١٢');
    await user.type(screen.getByRole('textbox', { name: new RegExp(b.questionNumber) }), '3');
    await user.click(screen.getByRole('combobox', { name: new RegExp(t.category) }));
    await user.click(await screen.findByRole('option', { name: 'الفيزياء › الكهربية › الفصل الأول' }));
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText('رقم الصفحة غير صحيح')).toBeInTheDocument();
    const form = api.calls.find((c) => c.method === 'POST')?.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      text: 'ما هو قانون أوم؟',
      page_number: '12',
      question_number: '3',
      bank_question_category_id: '7',
    });

    reply = { status: 200, data: { data: { id: 1 } } };
    await user.click(screen.getByRole('button', { name: t.send }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(bankQuestionCreateMessages.success));
  });

  it("shows the contract's message for a page number below 1 under the field, with the focus there", async () => {
    const user = userEvent.setup();
    api = fakeApi(() => ({ status: 200, data: categories }));
    renderPage(<CreateQuestionForm onDone={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: t.text }), 'سؤال');
    const page = screen.getByRole('textbox', { name: new RegExp(b.pageNumber) });
    await user.type(page, '٠');
    await user.type(screen.getByRole('textbox', { name: new RegExp(b.questionNumber) }), '2');
    await user.click(screen.getByRole('button', { name: t.send }));
    // bankQuestionCreateFieldsSchema's min(1), in the Arabic the contracts install in zod
    await waitFor(() => expect(page).toHaveAccessibleErrorMessage('يجب ألا تقل القيمة عن 1'));
    await waitFor(() => expect(page).toHaveFocus());
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows a 422 on the question number under its field, with the focus there', async () => {
    const user = userEvent.setup();
    api = fakeApi(({ method }) =>
      method === 'GET'
        ? { status: 200, data: categories }
        : { status: 422, data: { message: 'x', errors: { question_number: ['السؤال مكرر'] } } },
    );
    renderPage(<CreateQuestionForm onDone={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: t.text }), 'سؤال');
    await user.type(screen.getByRole('textbox', { name: new RegExp(b.pageNumber) }), '4');
    const number = screen.getByRole('textbox', { name: new RegExp(b.questionNumber) });
    await user.type(number, '٧');
    await user.click(screen.getByRole('combobox', { name: new RegExp(t.category) }));
    await user.click(await screen.findByRole('option', { name: 'الكيمياء' }));
    await user.click(screen.getByRole('button', { name: t.send }));
    await waitFor(() => expect(number).toHaveAccessibleErrorMessage('السؤال مكرر'));
    await waitFor(() => expect(number).toHaveFocus());
    expect(screen.queryByText(bankQuestionCreateMessages.fallback)).not.toBeInTheDocument();
  });
});
