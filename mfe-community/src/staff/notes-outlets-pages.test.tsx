import { fakeApi } from '@app/dev-kit/fixtures';
import { DETAIL_MESSAGES } from '@app/shared-contracts/errors';
import type { StaffNote, StaffOutlet } from '@app/shared-contracts/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import NotesPage from './notes-page';
import OutletsPage from './outlets-page';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const note: StaffNote = {
  id: 3,
  name: 'ملخص الفصل الأول',
  extension: 'pdf',
  size: 4812,
  position: 1,
  url: '/v1/attachments/3/download',
  created_at: '2026-01-01T10:00:00Z',
};
const outlet: StaffOutlet = {
  id: 8,
  name: 'مكتبة النور',
  governorate: 'القاهرة',
  city: 'مدينة نصر',
  address: 'شارع عباس العقاد',
  phone: '01012345678',
  map_url: null,
  position: 0,
};
const page = <T,>(items: T[]) => ({
  status: 200,
  data: { items, total: items.length, page: 1, per_page: 20 },
});

describe('the staff notes page', () => {
  it('lists notes, refuses a file of another type, publishes one and deletes after asking', async () => {
    let sent: FormData | null = null;
    api = fakeApi(({ method, body }) => {
      if (method === 'POST') {
        sent = body as FormData;
        return { status: 200, data: { data: { ...note, id: 4, name: 'جديد' } } };
      }
      if (method === 'DELETE') return { status: 200, data: { message: 'ok' } };
      return page([note]);
    });
    const t = messages.staff.notes;
    renderPage(<NotesPage />, { url: '/staff/notes', user: { groupId: 2 } });
    const table = await screen.findByRole('table', { name: t.caption });
    expect(await within(table).findByRole('link', { name: t.download(note.name) })).toHaveAttribute(
      'href',
      note.url,
    );
    const user = userEvent.setup({ applyAccept: false });
    const form = screen.getByRole('form', { name: t.add });
    await user.type(within(form).getByRole('textbox', { name: t.name }), 'جديد');
    await user.upload(within(form).getByLabelText(t.file, { exact: false }), new File(['x'], 'tool.exe'));
    await user.click(within(form).getByRole('button', { name: t.publish }));
    expect(await within(form).findByText(DETAIL_MESSAGES.noteFileType)).toBeInTheDocument();
    expect(sent).toBeNull();
    await user.upload(
      within(form).getByLabelText(t.file, { exact: false }),
      new File(['%PDF'], 'ملخص.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(form).getByRole('button', { name: t.publish }));
    expect(await screen.findByText(t.published)).toBeInTheDocument();
    expect((sent as unknown as FormData).get('name')).toBe('جديد');

    await user.click(within(table).getByRole('button', { name: t.deleteOf(note.name) }));
    const dialog = await screen.findByRole('alertdialog', { name: t.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: messages.staff.delete }));
    await vi.waitFor(() =>
      expect(api.calls.some((c) => c.method === 'DELETE' && c.url === '/staff/notes/3')).toBe(true),
    );
  });
});

describe('the staff outlets page', () => {
  it('adds an outlet checked by the contract (an http map link is refused) and edits one', async () => {
    const bodies: unknown[] = [];
    api = fakeApi(({ method, body }) => {
      if (method === 'POST' || method === 'PATCH') {
        bodies.push({ method, body });
        return { status: 200, data: { data: outlet } };
      }
      return page([outlet]);
    });
    const t = messages.staff.outlets;
    renderPage(<OutletsPage />, { url: '/staff/outlets', user: { groupId: 2 } });
    const table = await screen.findByRole('table', { name: t.caption });
    expect(await within(table).findByText('مكتبة النور')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t.add }));
    const form = await screen.findByRole('form', { name: t.add });
    await user.type(within(form).getByRole('textbox', { name: t.name }), 'مكتبة الأمل');
    await user.type(within(form).getByRole('textbox', { name: t.governorate }), 'الجيزة');
    await user.type(within(form).getByRole('textbox', { name: t.city }), 'الدقي');
    await user.type(within(form).getByRole('textbox', { name: t.address }), 'شارع التحرير');
    await user.type(within(form).getByRole('textbox', { name: t.mapUrl }), 'http://maps.example.com');
    await user.click(within(form).getByRole('button', { name: messages.staff.save }));
    expect(await within(form).findByText('الرابط يجب أن يبدأ بـ https://')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.clear(within(form).getByRole('textbox', { name: t.mapUrl }));
    await user.click(within(form).getByRole('button', { name: messages.staff.save }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      method: 'POST',
      body: { name: 'مكتبة الأمل', city: 'الدقي', map_url: null },
    });

    await user.click(within(table).getByRole('button', { name: t.editOf('مكتبة النور') }));
    const edit = await screen.findByRole('form', { name: t.editTitle });
    expect(within(edit).getByRole('textbox', { name: t.city })).toHaveValue('مدينة نصر');
  });
});
