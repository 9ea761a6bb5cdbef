import { fakeApi } from '@app/dev-kit/fixtures';
import { renderPage } from '@app/dev-kit/testing';
import { sessionStore } from '@app/shared-contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStaffIdle } from './use-staff-idle';

function Idle({ minutes, now }: { minutes: number; now: () => number }) {
  useStaffIdle(minutes, now);
  return null;
}

afterEach(() => vi.useRealTimers());

describe('useStaffIdle', () => {
  it('signs out to the login page after the idle time without input, not before', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout'] });
    let clock = 0;
    const now = () => clock;
    const api = fakeApi(() => ({ status: 200, data: {} }));
    renderPage(<Idle minutes={1} now={now} />, { url: '/staff' });

    clock = 50_000;
    fireEvent.keyDown(window, { key: 'a' });
    clock = 100_000;
    await act(async () => vi.advanceTimersByTime(15_000));
    expect(sessionStore.getState().token).toBe('test-token');

    clock = 111_000;
    await act(async () => vi.advanceTimersByTime(15_000));
    await vi.waitFor(() => expect(sessionStore.getState().token).toBeNull());
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /logout']);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/login');
    api.restore();
  });
});
