import { fakeApi } from '@app/dev-kit/fixtures';
import type { StaffAuditEntry } from '@app/shared-contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import AuditPage from './audit-page';

const t = messages.audit;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const entry: StaffAuditEntry = {
  id: 3,
  actor: { id: 1, name: 'المدير' },
  actor_role: 'admin',
  action: 'settings.update',
  target_type: 'setting',
  target_id: 'general_announcement',
  before: { general_announcement: null },
  after: { general_announcement: 'مرحباً' },
  ip: '127.0.0.1',
  user_agent: null,
  created_at: '2026-11-26T08:00:00.000Z',
};

describe('the audit page', () => {
  it('lists entries with before and after, and filters by person through the address', async () => {
    api = fakeApi((call) =>
      call.url === '/staff/accounts'
        ? {
            status: 200,
            data: {
              items: [
                {
                  id: 1,
                  name: 'المدير',
                  email: 'a@x.test',
                  role: 'admin',
                  teacher: null,
                  disabled: false,
                  must_set_password: false,
                  created_at: entry.created_at,
                },
              ],
              total: 1,
              page: 1,
              per_page: 100,
            },
          }
        : { status: 200, data: { items: [entry], total: 1, page: 1, per_page: 50 } },
    );
    renderPage(<AuditPage />, { url: '/staff/audit?action=settings.update', user: { groupId: 1 } });
    const table = await screen.findByRole('table', { name: t.caption });
    await vi.waitFor(() => expect(table).toHaveTextContent('setting #general_announcement'));
    expect(table).toHaveTextContent('{"general_announcement":"مرحباً"}');
    expect(api.calls.find((c) => c.url === '/staff/audit')?.params).toMatchObject({
      action: 'settings.update',
      per_page: 50,
    });
    const person = screen.getByRole('combobox', { name: t.person });
    await vi.waitFor(() => expect(person).toHaveTextContent('المدير'));
    await userEvent.selectOptions(person, '1');
    await vi.waitFor(() =>
      expect(api.calls.filter((c) => c.url === '/staff/audit').at(-1)?.params).toMatchObject({
        actor_id: '1',
        action: 'settings.update',
      }),
    );
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('actor_id=1');
  });
});
