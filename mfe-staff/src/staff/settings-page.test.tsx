import { fakeApi } from '@app/dev-kit/fixtures';
import type { StaffSetting } from '@app/shared-contracts';
import { staffSettingJsonSchema } from '@app/shared-contracts/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingGroupFrame } from '../features/staff-settings/components/setting-group-frame';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import SettingsPage from './settings-page';

const t = messages.settings;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const item = (key: StaffSetting['key'], group: StaffSetting['group'], value: unknown): StaffSetting => ({
  key,
  group,
  value,
  schema: staffSettingJsonSchema(key),
});
const settings = [
  item('general_announcement', 'announcement', null),
  item('welcome_msg', 'announcement', null),
  item('appIsDown', 'maintenance', false),
  item('transfer_fees', 'payments', 0),
];

function serve() {
  api = fakeApi((call) =>
    call.method === 'GET'
      ? { status: 200, data: { items: settings } }
      : {
          status: 200,
          data: {
            data: {
              ...settings.find((s) => call.url.endsWith(s.key))!,
              value: (call.body as { value: unknown }).value,
            },
          },
        },
  );
}

describe('the settings page', () => {
  it('previews the announcement as typed and sends only the changed setting', async () => {
    serve();
    renderPage(<SettingsPage />, { url: '/staff/settings', user: { groupId: 1 } });
    const form = await screen.findByRole('form', { name: t.groups.announcement });
    await userEvent.type(
      within(form).getByRole('textbox', { name: t.labels.general_announcement }),
      'الامتحان السبت',
    );
    expect(within(form).getByRole('region', { name: t.preview })).toHaveTextContent('الامتحان السبت');
    await userEvent.click(within(form).getByRole('button', { name: t.save }));
    await vi.waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(api.calls.at(-1)).toMatchObject({
      url: '/staff/settings/general_announcement',
      body: { value: 'الامتحان السبت' },
    });
  });

  it('checks the bounds before sending: a fee over 1000 stays in the form with its message', async () => {
    serve();
    renderPage(<SettingsPage />, { url: '/staff/settings', user: { groupId: 1 } });
    const form = await screen.findByRole('form', { name: t.groups.payments });
    const fee = within(form).getByRole('textbox', { name: t.labels.transfer_fees });
    await userEvent.clear(fee);
    await userEvent.type(fee, '5000');
    await userEvent.click(within(form).getByRole('button', { name: t.save }));
    await vi.waitFor(() => expect(fee).toHaveAttribute('aria-invalid', 'true'));
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('a switch is a checkbox named by its label', async () => {
    serve();
    renderPage(<SettingsPage />, { url: '/staff/settings', user: { groupId: 1 } });
    const down = await screen.findByRole('checkbox', { name: t.labels.appIsDown });
    await userEvent.click(down);
    await userEvent.click(
      within(screen.getByRole('form', { name: t.groups.maintenance })).getByRole('button', { name: t.save }),
    );
    await vi.waitFor(() => expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', body: { value: true } }));
  });

  it("shows a group's settings before its form's code is here, without taking input", () => {
    const text = 'الامتحان السبت';
    renderPage(
      <SettingGroupFrame
        group="announcement"
        settings={[item('general_announcement', 'announcement', text)]}
      />,
    );
    const form = screen.getByRole('form', { name: t.groups.announcement });
    expect(form).toHaveAttribute('aria-busy', 'true');
    const box = within(form).getByRole('textbox', { name: t.labels.general_announcement });
    expect(box).toHaveValue(text);
    expect(box).toBeDisabled();
    expect(within(form).getByRole('region', { name: t.preview })).toHaveTextContent(text);
    expect(within(form).getByRole('button', { name: t.save })).toBeDisabled();
  });
});
