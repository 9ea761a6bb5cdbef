import { fakeApi } from '@app/dev-kit/fixtures';
import { renderPage } from '@app/dev-kit/testing';
import type { StaffMarkingItem } from '@app/shared-contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import MarkingPage from './marking-page';

// The live stream is the runtime's (tested there); here the page's answer to an event.
const live = vi.hoisted(() => ({ listeners: [] as ((e: { kind: string }) => void)[] }));
vi.mock('@app/shared-contracts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useStaffEvents: (kind: string, onEvent: (e: { kind: string }) => void) => {
    live.listeners.push((e) => e.kind === kind && onEvent(e));
  },
}));

const t = messages.staffMarking.queue;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const item: StaffMarkingItem = {
  id: 41,
  session_id: 7,
  exam: { id: 3, name: 'امتحان الكهربية' },
  student: { id: 9, name: 'منى علي' },
  question: { id: 5, text: 'اشرح قانون أوم', image_url: null },
  answer_text: 'الجهد يساوي التيار في المقاومة',
  answer_image: '/uploads/answers/a.png',
  model_text: 'V = I R',
  model_image: null,
  max_mark: 2,
  submitted_at: '2026-11-26T08:00:00.000Z',
};
const page = (items: StaffMarkingItem[]) => ({ items, total: items.length, page: 1, per_page: 10 });

describe('the marking page', () => {
  it('shows the answer, its image to zoom and the model answer; a mark above the question is refused', async () => {
    api = fakeApi((call) =>
      call.method === 'POST'
        ? { status: 422, data: { message: 'x', errors: { mark: ['الدرجة أكبر من درجة السؤال'] } } }
        : { status: 200, data: page([item]) },
    );
    renderPage(<MarkingPage />, { url: '/staff/marking', user: { groupId: 1 } });
    const card = await screen.findByRole('article', { name: t.item('امتحان الكهربية', 'منى علي') });
    expect(card).toHaveTextContent('الجهد يساوي التيار في المقاومة');
    expect(card).toHaveTextContent('V = I R');
    expect(screen.getByRole('button', { name: new RegExp(t.answerImage('منى علي')) })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: t.mark(2) }), '3');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText('الدرجة أكبر من درجة السؤال')).toBeInTheDocument();
  });

  it('sends the mark and the comment, then says the result is complete', async () => {
    api = fakeApi((call) =>
      call.method === 'POST'
        ? { status: 200, data: { message: 'ok', session_id: 7, completed: true } }
        : { status: 200, data: page(api.calls.some((c) => c.method === 'POST') ? [] : [item]) },
    );
    renderPage(<MarkingPage />, { url: '/staff/marking', user: { groupId: 1 } });
    await userEvent.type(await screen.findByRole('textbox', { name: t.mark(2) }), '٢');
    await userEvent.type(screen.getByRole('textbox', { name: t.comment }), 'أحسنت');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ mark: 2, comment: 'أحسنت' }),
    );
    expect(api.calls.find((c) => c.method === 'POST')?.url).toBe('/staff/marking/41/mark');
    expect(await screen.findByText(t.completed)).toBeInTheDocument();
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });

  it('shows a newly handed-in essay without a reload when the marking event comes', async () => {
    let handedIn = false;
    api = fakeApi(() => ({ status: 200, data: page(handedIn ? [item] : []) }));
    renderPage(<MarkingPage />, { url: '/staff/marking', user: { groupId: 1 } });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    handedIn = true;
    // another queue's event changes nothing
    act(() => {
      for (const listener of live.listeners) listener({ kind: 'topups' });
    });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    act(() => {
      for (const listener of live.listeners) listener({ kind: 'marking' });
    });
    expect(
      await screen.findByRole('article', { name: t.item('امتحان الكهربية', 'منى علي') }),
    ).toBeInTheDocument();
  });
});
