import { fakeApi, sampleNotification } from '@app/dev-kit/fixtures';
import { formatDateTime, type Notification, sessionStore } from '@app/shared-contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { badgeText, NotificationBell } from './notification-bell';

const t = messages.bell;
let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api?.restore();
  vi.useRealTimers();
});

const many = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    sampleNotification({
      id: `n-${i}`,
      read: false,
      data: { type: 'recharge', title: `إشعار ${i}`, content: '', to: null },
    }),
  );

describe('notification bell', () => {
  it('caps the badge at +99', () => {
    expect(badgeText(5)).toBe('5');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('+99');
  });

  it('lists 10, then more, and marks all read 2 s after opening', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api = fakeApi(() => ({ status: 200, data: { notifications_count: 0 } }));
    renderPage(<NotificationBell />, { user: { notifications: many(15), notifications_count: 150 } });
    const bell = screen.getByRole('button', { name: t.labelUnread('+99') });
    await userEvent.click(bell);
    const panel = screen.getByRole('region', { name: t.label });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(within(panel).getByRole('button', { name: t.showMore }));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(15);
    expect(api.calls).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(api.calls).toMatchObject([{ method: 'POST', url: '/notifications/read' }]);
    await vi.waitFor(() => expect(sessionStore.getState().user?.notifications_count).toBe(0));
    expect(screen.getByRole('button', { name: t.label })).toBeInTheDocument();
  });

  it('renders without a user (token check failed other than 401) instead of looping', () => {
    api = fakeApi(() => ({ status: 200, data: {} }));
    renderPage(<NotificationBell />, { user: null });
    expect(screen.getByRole('button', { name: t.label })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('refreshes the time-ago text every 20 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2025-01-05T10:00:30Z') });
    api = fakeApi(() => ({ status: 200, data: { notifications_count: 0 } }));
    const item = sampleNotification({ read: true, created_at: '2025-01-05T10:00:00Z' });
    renderPage(<NotificationBell />, { user: { notifications: [item], notifications_count: 0 } });
    await userEvent.click(screen.getByRole('button', { name: t.label }));
    const time = screen.getByRole('region', { name: t.label }).querySelector('time')!;
    const before = time.textContent;
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(time.textContent).not.toBe(before);
    // nothing unread: no call
    expect(api.calls).toHaveLength(0);
  });

  it('shows each date, and a refused top-up without the credited green', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2025-01-05T12:00:00Z') });
    api = fakeApi(() => ({ status: 200, data: { notifications_count: 0 } }));
    const item = (id: string, type: Notification['type'], title: string, failed?: boolean) =>
      sampleNotification({
        id,
        type,
        read: true,
        created_at: '2025-01-05T10:00:00Z',
        data: { type, title, content: '', to: '/wallet', ...(failed ? { failed } : {}) },
      });
    renderPage(<NotificationBell />, {
      user: {
        notifications: [
          item('a', 'recharge', 'تم شحن رصيدك'),
          item('b', 'recharge', 'لم يتم قبول طلب الشحن', true),
          item('c', 'transfer_balance_sent', 'تم التحويل'),
        ],
        notifications_count: 0,
      },
    });
    await userEvent.click(screen.getByRole('button', { name: t.label }));
    const panel = screen.getByRole('region', { name: t.label });
    // the date itself is on screen, not only as a hover tooltip
    expect(within(panel).getAllByText(formatDateTime('2025-01-05T10:00:00Z'))).toHaveLength(3);
    const credited = within(panel).getByRole('link', { name: /تم شحن رصيدك/ }).className;
    const refused = within(panel).getByRole('link', { name: /لم يتم قبول/ }).className;
    const debit = within(panel).getByRole('link', { name: /تم التحويل/ }).className;
    expect(refused).not.toBe(credited);
    expect(refused).toBe(debit);
  });
});
