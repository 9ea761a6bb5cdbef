import { fakeApi } from '@app/dev-kit/fixtures';
import type { StaffAccount } from '@app/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import AccountsPage from './accounts-page';

const t = messages.accounts;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const sara: StaffAccount = {
  id: 4,
  name: 'سارة',
  email: 'sara@centre.test',
  role: 'assistant',
  teacher: null,
  disabled: false,
  must_set_password: false,
  created_at: '2026-11-20T08:00:00.000Z',
};

describe('the staff accounts page', () => {
  it('creates an account and shows its temporary password once', async () => {
    api = fakeApi((call) =>
      call.method === 'POST'
        ? {
            status: 201,
            data: { data: { ...sara, id: 9, email: 'new@centre.test' }, password: 'Abc-123_xyz9' },
          }
        : { status: 200, data: { items: [sara], total: 1, page: 1, per_page: 20 } },
    );
    renderPage(<AccountsPage />, { url: '/staff/accounts', user: { groupId: 1 } });
    expect(await screen.findByRole('cell', { name: 'sara@centre.test' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: t.createTitle });
    await userEvent.type(within(form).getByRole('textbox', { name: t.fields.name }), 'أحمد');
    await userEvent.type(within(form).getByRole('textbox', { name: t.fields.email }), 'new@centre.test');
    await userEvent.click(within(form).getByRole('button', { name: t.create }));
    const shown = await screen.findByRole('status', { name: t.passwordTitle });
    expect(shown).toHaveTextContent('Abc-123_xyz9');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'أحمد',
      email: 'new@centre.test',
      role: 'assistant',
    });
    await userEvent.click(within(shown).getByRole('button', { name: t.passwordDone }));
    expect(screen.queryByText('Abc-123_xyz9')).not.toBeInTheDocument();
  });

  it('a teacher account needs its teacher before anything is sent', async () => {
    api = fakeApi((call) =>
      call.url === '/teachers'
        ? {
            status: 200,
            data: { data: [{ id: 3, name: 'أ. أحمد', avatar: null, bio: null, subject: null }] },
          }
        : { status: 200, data: { items: [], total: 0, page: 1, per_page: 20 } },
    );
    renderPage(<AccountsPage />, { url: '/staff/accounts', user: { groupId: 1 } });
    const form = screen.getByRole('form', { name: t.createTitle });
    await userEvent.type(within(form).getByRole('textbox', { name: t.fields.name }), 'مدرس');
    await userEvent.type(within(form).getByRole('textbox', { name: t.fields.email }), 't@centre.test');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: t.fields.role }), 'teacher');
    await userEvent.click(within(form).getByRole('button', { name: t.create }));
    expect(await within(form).findByText('اختر المدرس المرتبط بالحساب')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('the last admin refusal is shown in its own words', async () => {
    api = fakeApi((call) =>
      call.method === 'PUT'
        ? {
            status: 422,
            data: { message: 'x', errors: { role: ['لا يمكن إزالة آخر مدير: أضف مديراً آخر أولاً'] } },
          }
        : { status: 200, data: { items: [{ ...sara, role: 'admin' }], total: 1, page: 1, per_page: 20 } },
    );
    renderPage(<AccountsPage />, { url: '/staff/accounts', user: { groupId: 1 } });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: t.roleOf('سارة') }),
      'assistant',
    );
    await userEvent.click(screen.getByRole('button', { name: t.saveRole }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/staff/accounts/4/role',
      body: { role: 'assistant', teacher_id: null },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('لا يمكن إزالة آخر مدير: أضف مديراً آخر أولاً');
  });
});
