import { fakeApi } from '@app/dev-kit/fixtures';
import type { StaffTeacher } from '@app/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import TeachersPage from './teachers-page';

const t = messages.staffCatalogue.teachers;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const sara: StaffTeacher = {
  id: 5,
  name: 'أ. سارة',
  bio: '',
  avatar: '/uploads/teachers/s.webp',
  avatar_width: 480,
  avatar_height: 480,
  phone: null,
  email: null,
  whatsapp_url: null,
  facebook_url: null,
  messenger_url: null,
  twitter_url: null,
  youtube_url: null,
  telegram_url: null,
  position: 1,
};

describe('the teachers page', () => {
  it('edits a teacher: a link that is not https is refused by the contract, then saved', async () => {
    api = fakeApi((call) =>
      call.method === 'PUT'
        ? { status: 200, data: { data: { ...sara, facebook_url: 'https://facebook.com/sara' } } }
        : { status: 200, data: { items: [sara] } },
    );
    renderPage(<TeachersPage />, { url: '/staff/teachers', user: { groupId: 1 } });
    await userEvent.click(await screen.findByRole('button', { name: t.edit('أ. سارة') }));
    const form = screen.getByRole('form', { name: t.formEdit });
    expect(screen.getByRole('img', { name: t.photoAlt('أ. سارة') })).toHaveAttribute('width', '480');
    const facebook = within(form).getByRole('textbox', { name: t.links.facebook_url });
    await userEvent.type(facebook, 'javascript:alert(1)');
    await userEvent.click(within(form).getByRole('button', { name: t.save }));
    expect(await screen.findByText('أدخل رابطاً يبدأ بـ https://')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.clear(facebook);
    await userEvent.type(facebook, 'https://facebook.com/sara');
    await userEvent.click(within(form).getByRole('button', { name: t.save }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: '/staff/catalogue/teachers/5',
        body: { name: 'أ. سارة', facebook_url: 'https://facebook.com/sara', phone: null },
      }),
    );
  });
});
