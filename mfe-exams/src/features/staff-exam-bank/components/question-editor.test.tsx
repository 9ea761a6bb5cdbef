import { fakeApi } from '@app/dev-kit/fixtures';
import { renderPage } from '@app/dev-kit/testing';
import type { ExamBankQuestion } from '@app/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { QuestionEditor } from './question-editor';

const t = messages.staffBank;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const saved: ExamBankQuestion = {
  id: 9,
  teacher: { id: 1, name: 'أ. أحمد' },
  course: null,
  type: 'choices',
  text: 'ما وحدة القوة؟',
  image_url: null,
  explanation_text: null,
  explanation_image: null,
  marks: 1,
  allow_image_answer: false,
  chapter: null,
  lesson: null,
  difficulty: null,
  choices: [],
  created_at: '2026-11-26T08:00:00.000Z',
  updated_at: '2026-11-26T08:00:00.000Z',
};

function renderEditor(onSaved = vi.fn()) {
  renderPage(
    <QuestionEditor
      tags={{ chapters: ['الفصل الأول'], lessons: [], courses: [{ id: 3, name: 'فيزياء' }] }}
      preview={(q) => (
        <p data-testid="preview">{`${q.text}|${q.answers.map((a) => `${a.text}:${a.correct}`).join(',')}`}</p>
      )}
      onSaved={onSaved}
      onCancel={() => {}}
    />,
    { url: '/staff/exam-bank', user: { groupId: 1 } },
  );
  return onSaved;
}

describe('the bank question editor', () => {
  it('adds choices up to 6, marks one correct by radio, and sends the contract body', async () => {
    api = fakeApi(() => ({ status: 201, data: { data: saved } }));
    const onSaved = renderEditor();
    const form = screen.getByRole('form', { name: t.editor.formName });
    await userEvent.type(within(form).getByRole('textbox', { name: t.editor.text }), 'ما وحدة القوة؟');
    await userEvent.type(screen.getByRole('textbox', { name: t.choices.choice(1) }), 'جول');
    await userEvent.type(screen.getByRole('textbox', { name: t.choices.choice(2) }), 'نيوتن');
    for (let i = 0; i < 4; i += 1) await userEvent.click(screen.getByRole('button', { name: t.choices.add }));
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    // Six is the most: no more adding.
    expect(screen.queryByRole('button', { name: t.choices.add })).not.toBeInTheDocument();
    for (const n of [6, 5, 4, 3])
      await userEvent.click(screen.getByRole('button', { name: t.choices.remove(n) }));
    await userEvent.click(screen.getByRole('radio', { name: t.choices.correct(2) }));
    expect(screen.getByRole('radio', { name: t.choices.correct(1) })).not.toBeChecked();
    // Two is the least: no removing.
    expect(screen.queryByRole('button', { name: t.choices.remove(1) })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.editor.save }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      url: '/staff/exam-bank/questions',
      body: {
        type: 'choices',
        text: 'ما وحدة القوة؟',
        marks: 1,
        choices: [
          { text: 'جول', correct: false },
          { text: 'نيوتن', correct: true },
        ],
      },
    });
  });

  it('shows the contract’s messages and sends nothing while the question is incomplete', async () => {
    api = fakeApi(() => ({ status: 201, data: { data: saved } }));
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: t.editor.save }));
    expect(await screen.findAllByText('لا يمكنك ترك الحقل فارغاً')).not.toHaveLength(0);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('a true-or-false question has the two fixed choices; the preview hides the key', async () => {
    api = fakeApi(() => ({ status: 201, data: { data: saved } }));
    renderEditor();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t.editor.type }), 'truefalse');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: t.choices.choice(1) })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: t.editor.text }), 'الضوء أسرع');
    expect(screen.getByTestId('preview')).toHaveTextContent('الضوء أسرع|صح:null,خطأ:null');
  });

  it('puts a 422 from the api under its field', async () => {
    api = fakeApi(() => ({
      status: 422,
      data: { message: 'x', errors: { course_id: ['هذا الكورس ليس من كورساتك'] } },
    }));
    renderEditor();
    await userEvent.type(screen.getByRole('textbox', { name: t.editor.text }), 'سؤال مقالي');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t.editor.type }), 'essay');
    // the course by its name (the picker); zag needs a pause between keys in jsdom
    await userEvent.type(screen.getByRole('combobox', { name: t.editor.course }), 'فيز', { delay: 20 });
    await userEvent.click(await screen.findByRole('option', { name: 'فيزياء' }));
    await userEvent.click(screen.getByRole('button', { name: t.editor.save }));
    expect(await screen.findByText('هذا الكورس ليس من كورساتك')).toBeInTheDocument();
  });

  it("uploads a choice's picture beside its text and sends it with the choice", async () => {
    api = fakeApi((call) =>
      call.url === '/staff/exam-bank/images'
        ? {
            status: 201,
            data: { data: { url: '/uploads/exam-bank/0b1c2d3e-4f50-4172-8394-a5b6c7d8e9f0.webp' } },
          }
        : { status: 201, data: { data: saved } },
    );
    const onSaved = renderEditor();
    await userEvent.type(screen.getByRole('textbox', { name: t.editor.text }), 'أي رمز للمقاومة؟');
    await userEvent.type(screen.getByRole('textbox', { name: t.choices.choice(1) }), 'الرمز أ');
    await userEvent.type(screen.getByRole('textbox', { name: t.choices.choice(2) }), 'الرمز ب');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'ohm.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(t.choices.image(1)), png);
    expect(await screen.findByRole('img', { name: t.choices.image(1) })).toHaveAttribute(
      'src',
      '/uploads/exam-bank/0b1c2d3e-4f50-4172-8394-a5b6c7d8e9f0.webp',
    );
    await userEvent.click(screen.getByRole('button', { name: t.editor.save }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls.find((c) => c.url === '/staff/exam-bank/questions')?.body).toMatchObject({
      choices: [
        {
          text: 'الرمز أ',
          correct: true,
          image_url: '/uploads/exam-bank/0b1c2d3e-4f50-4172-8394-a5b6c7d8e9f0.webp',
        },
        { text: 'الرمز ب', correct: false },
      ],
    });
  });
});
