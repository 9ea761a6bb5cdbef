import { fakeApi } from '@app/dev-kit/fixtures';
import type { StaffStudentRow } from '@app/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import StudentsPage from './students-page';

// jsdom draws no pictures: the decoder is replaced; decode-qr itself runs in the e2e test.
vi.mock('../features/staff-students/hooks/decode-qr', () => ({
  decodeQrImage: vi.fn(async () => 'QR-SALMA-1'),
  decodeQrFrame: vi.fn(async () => null),
}));

const t = messages.students;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const salma: StaffStudentRow = {
  id: 7,
  name: 'سلمى فريد',
  email: 'salma@example.com',
  phone: '+201012345678',
  grade: { id: 1, name: 'الصف الأول الثانوي' },
  wallet_address: '123456789012',
  blocked: false,
  created_at: '2026-11-01T08:00:00.000Z',
};
const other: StaffStudentRow = { ...salma, id: 8, name: 'عمر سامي', blocked: true };

function serve() {
  api = fakeApi(({ url, params }) => {
    if (url !== '/staff/students') return { status: 404, data: { error: 'NOT_FOUND' } };
    const q = (params as { q?: string }).q;
    const items = q === '01012345678' || q === 'QR-SALMA-1' ? [salma] : [salma, other];
    return { status: 200, data: { items, total: items.length, page: 1, per_page: 20 } };
  });
}

describe('the students page', () => {
  it('lists students newest first, with their state and a link to each', async () => {
    serve();
    renderPage(<StudentsPage />, { url: '/staff/students', user: { groupId: 2 } });
    const table = await screen.findByRole('table', { name: t.caption });
    expect(await within(table).findByRole('link', { name: t.open('سلمى فريد') })).toHaveAttribute(
      'href',
      '/staff/students/7',
    );
    expect(within(table).getByText(t.blocked)).toBeInTheDocument();
    expect(api.calls[0]?.params).toMatchObject({ sort: 'created_at', order: 'desc', page: 1 });
  });

  it('searches by phone through the URL', async () => {
    serve();
    renderPage(<StudentsPage />, { url: '/staff/students', user: { groupId: 2 } });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: t.search }), '01012345678');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('q=01012345678');
    await waitFor(() => expect(screen.queryByText('عمر سامي')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: t.open('سلمى فريد') })).toBeInTheDocument();
    expect(api.calls.at(-1)?.params).toMatchObject({ q: '01012345678' });
  });

  it('finds a student by a picked picture of their QR', async () => {
    serve();
    renderPage(<StudentsPage />, { url: '/staff/students', user: { groupId: 2 } });
    const user = userEvent.setup();
    const input = screen.getByLabelText(messages.qr.pickImage, { selector: 'input' });
    await user.upload(input, new File(['png'], 'qr.png', { type: 'image/png' }));
    expect(await screen.findByText(messages.qr.found('QR-SALMA-1'))).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('q=QR-SALMA-1'),
    );
    await waitFor(() => expect(api.calls.at(-1)?.params).toMatchObject({ q: 'QR-SALMA-1' }));
  });
});
