import { fakeApi } from '@app/dev-kit/fixtures';
import { DETAIL_MESSAGES } from '@app/shared-contracts/errors';
import type { StaffBankQuestion } from '@app/shared-contracts/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import QuestionPage from './question-page';
import QuestionsPage from './questions-page';

const t = messages.staff.questions;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());
beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const question = (id: number, over: Partial<StaffBankQuestion> = {}): StaffBankQuestion => ({
  id,
  text: `ما قيمة القوة في المسألة ${id}؟`,
  image_url: null,
  page_number: 12,
  question_number: 3,
  category: { id: 5, name: 'الفصل الأول' },
  student: { id: 7, name: 'سارة أحمد', email: 'sara@example.com' },
  answered: false,
  answer_text: null,
  answer_image: null,
  answer_audio: null,
  answer_pdf: null,
  teacher_id: null,
  created_at: new Date(Date.now() - 3600_000).toISOString(),
  answered_at: null,
  ...over,
});
const folders = { data: [{ id: 5, name: 'الفصل الأول', full_path: 'فيزياء / الفصل الأول' }] };

describe('the staff bank queue', () => {
  it('lists the unanswered questions, each opening its answer page', async () => {
    api = fakeApi(({ url }) =>
      url === '/bank-questions/categories'
        ? { status: 200, data: folders }
        : {
            status: 200,
            data: { items: [question(4), question(6, { text: null })], total: 2, page: 1, per_page: 20 },
          },
    );
    renderPage(<QuestionsPage />, { url: '/staff/questions?category_id=5', user: { groupId: 2 } });
    const table = await screen.findByRole('table', { name: t.caption });
    expect(await within(table).findByRole('link', { name: t.open(4) })).toHaveAttribute(
      'href',
      '/staff/questions/4',
    );
    expect(within(table).getByRole('link', { name: t.open(6) })).toHaveTextContent(t.imageOnly);
    const list = api.calls.find((c) => c.url === '/staff/bank-questions');
    expect(list?.params).toMatchObject({ status: 'unanswered', category_id: 5 });
  });
});

describe('answering a question', () => {
  it('refuses an empty answer, previews the picked image and sends text and image', async () => {
    let sent: FormData | null = null;
    api = fakeApi(({ method, body }) => {
      if (method === 'POST') {
        sent = body as FormData;
        return {
          status: 200,
          data: {
            data: question(4, {
              answered: true,
              answer_text: 'الحل',
              answer_image: '/uploads/bank-answers/a.png',
            }),
          },
        };
      }
      return { status: 200, data: { data: question(4) } };
    });
    renderPage(<QuestionPage />, {
      url: '/staff/questions/4',
      path: '/staff/questions/:id',
      user: { groupId: 2 },
    });
    expect(await screen.findByText('ما قيمة القوة في المسألة 4؟')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(DETAIL_MESSAGES.answerEmpty)).toBeInTheDocument();
    expect(sent).toBeNull();

    await user.type(screen.getByRole('textbox', { name: t.answerText }), 'الحل');
    const png = new File(['png'], 'answer.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(t.image), png);
    expect(await screen.findByRole('img', { name: t.preview(t.image) })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(t.sent)).toBeInTheDocument();
    const form = sent as unknown as FormData;
    expect(form.get('text')).toBe('الحل');
    expect((form.get('image') as File).name).toBe('answer.png');
    expect(form.get('audio')).toBeNull();
  });

  it('edits an answer: a stored file is kept unless removed, and a file too big is refused', async () => {
    let sent: FormData | null = null;
    const answered = question(4, {
      answered: true,
      answer_text: 'الحل',
      answer_pdf: '/uploads/bank-answers/a.pdf',
    });
    api = fakeApi(({ method, body }) => {
      if (method === 'POST') sent = body as FormData;
      return { status: 200, data: { data: answered } };
    });
    renderPage(<QuestionPage />, {
      url: '/staff/questions/4',
      path: '/staff/questions/:id',
      user: { groupId: 2 },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: /معاينة ملف PDF/ })).toHaveAttribute(
      'href',
      '/uploads/bank-answers/a.pdf',
    );
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(t.image), big);
    await user.click(screen.getByRole('button', { name: t.update }));
    expect(await screen.findByText(t.tooBig(2))).toBeInTheDocument();
    expect(sent).toBeNull();
  });

  it('deletes the answer after asking', async () => {
    let answered = true;
    api = fakeApi(({ method }) => {
      if (method === 'DELETE') answered = false;
      return { status: 200, data: { data: question(4, answered ? { answered, answer_text: 'الحل' } : {}) } };
    });
    renderPage(<QuestionPage />, {
      url: '/staff/questions/4',
      path: '/staff/questions/:id',
      user: { groupId: 2 },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.deleteAnswer }));
    const dialog = await screen.findByRole('alertdialog', { name: t.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: messages.staff.delete }));
    expect(await screen.findByRole('button', { name: t.send })).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.url === '/staff/bank-questions/4/answer')).toBe(
      true,
    );
  });
});
