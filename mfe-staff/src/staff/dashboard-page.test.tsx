import { fakeApi } from '@app/dev-kit/fixtures';
import { provideRemoteModule, type RemoteModuleSlotProps } from '@app/shared-contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import DashboardPage from './dashboard-page';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

// The shell fills RemoteModule in the app; here each widget says which module it is and its range.
function FakeRemote(props: RemoteModuleSlotProps) {
  const range = props.props as { from: string; to: string };
  return <p data-testid="widget">{`${props.remote} ${props.module} ${range.from} ${range.to}`}</p>;
}
beforeEach(() => provideRemoteModule(FakeRemote));

const me = (role: string) => () => ({
  status: 200,
  data: { data: { id: 1, name: 'x', email: 'x@y.z', role, teacher: null, idle_minutes: 30 } },
});
const shown = () => screen.getAllByTestId('widget').map((w) => w.textContent);

it("composes the assistant's widgets over the range of the URL", async () => {
  api = fakeApi(me('assistant'));
  renderPage(<DashboardPage />, { url: '/staff?from=2026-03-01&to=2026-03-31', path: '/staff' });
  await screen.findAllByTestId('widget');
  expect(shown()).toEqual([
    'mfe-wallet ./staff-widgets/takings 2026-03-01 2026-03-31',
    'mfe-wallet ./staff-widgets/topups-queue 2026-03-01 2026-03-31',
    'mfe-community ./staff-widgets/support-queues 2026-03-01 2026-03-31',
  ]);
});

it("gives a teacher their courses' sales and views only", async () => {
  api = fakeApi(me('teacher'));
  renderPage(<DashboardPage />, { url: '/staff?from=2026-03-01&to=2026-03-31', path: '/staff' });
  await screen.findAllByTestId('widget');
  expect(shown().map((s) => s?.split(' ')[1])).toEqual([
    './staff-widgets/top-sales',
    './staff-widgets/top-views',
  ]);
});

it('keeps a changed day in the URL and refuses a range past a year', async () => {
  api = fakeApi(me('admin'));
  renderPage(<DashboardPage />, { url: '/staff?from=2026-03-01&to=2026-03-31', path: '/staff' });
  await screen.findAllByTestId('widget');
  expect(shown()).toHaveLength(6);
  fireEvent.change(screen.getByLabelText('من'), { target: { value: '2026-03-10' } });
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
    '/staff?from=2026-03-10&to=2026-03-31',
  );
  expect(shown()[0]).toContain('2026-03-10 2026-03-31');
  fireEvent.change(screen.getByLabelText('من'), { target: { value: '2024-01-01' } });
  expect(screen.getByRole('alert')).toHaveTextContent(messages.dashboard.badRange);
  expect(screen.queryAllByTestId('widget')).toHaveLength(0);
});
