import { fakeApi } from '@app/dev-kit/fixtures';
import { renderPage } from '@app/dev-kit/testing';
import { staffRouteTable } from '@app/shared-contracts/staff-routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import StaffFrame from './staff-frame';
import { wasStaff } from './staff-hint';

const me = (role: 'admin' | 'assistant' | 'teacher') => ({
  status: 200,
  data: {
    data: {
      id: 7,
      name: 'أ. سامي',
      email: 'sami@example.com',
      role,
      teacher: role === 'teacher' ? { id: 3, name: 'أ. سامي' } : null,
      idle_minutes: 30,
    },
  },
});

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  localStorage.clear();
});

/** jsdom is a phone-sized screen: the navigation is in the drawer the menu button opens. */
async function openNav() {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'فتح قائمة الإدارة' }));
  return screen.findByRole('navigation', { name: 'قائمة الإدارة' });
}

const notFound = () => screen.findByRole('link', { name: 'العودة للرئيسية' });

describe('StaffFrame', () => {
  it('shows a guest the not-found page without asking the api', async () => {
    api = fakeApi(() => me('admin'));
    renderPage(<StaffFrame />, { url: '/staff', user: null });
    await notFound();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows a student the not-found page (GET /staff/me refused)', async () => {
    api = fakeApi(() => ({ status: 403, data: { message: 'x', code: 'STAFF_ONLY' } }));
    renderPage(<StaffFrame />, { url: '/staff' });
    await notFound();
    expect(api.calls.map((c) => c.url)).toEqual(['/staff/me']);
    expect(screen.queryByRole('navigation', { name: 'قائمة الإدارة' })).not.toBeInTheDocument();
    // not marked as staff: the next start never loads a staff page early (staff-hint.ts)
    expect(wasStaff()).toBe(false);
  });

  it('gives an admin the staff navigation, the dashboard page and who is signed in', async () => {
    api = fakeApi(() => me('admin'));
    renderPage(<StaffFrame />, { url: '/staff' });
    expect(await screen.findByText('أ. سامي (مدير)')).toBeInTheDocument();
    expect(wasStaff()).toBe(true);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'العودة للرئيسية' })).not.toBeInTheDocument();
    const nav = await openNav();
    expect(within(nav).getByRole('link', { name: 'لوحة التحكم' })).toHaveAttribute('aria-current', 'page');
    for (const route of staffRouteTable.filter((r) => r.nav !== false && r.roles.includes('admin'))) {
      expect(within(nav).getByRole('link', { name: route.title })).toHaveAttribute('href', route.path);
    }
  });

  it('lists only the pages of the role, and refuses the others as not found', async () => {
    const adminOnly = staffRouteTable.find((r) => !r.roles.includes('teacher') && !r.path.includes(':'));
    api = fakeApi(() => me('teacher'));
    renderPage(<StaffFrame />, { url: adminOnly?.path ?? '/staff/nothing-here' });
    await notFound();
    const nav = await openNav();
    expect(within(nav).getByRole('link', { name: 'لوحة التحكم' })).toBeInTheDocument();
    if (adminOnly) expect(within(nav).queryByRole('link', { name: adminOnly.title })).not.toBeInTheDocument();
  });

  it('answers an unknown staff address with the not-found page inside the frame', async () => {
    api = fakeApi(() => me('assistant'));
    renderPage(<StaffFrame />, { url: '/staff/no-such-page' });
    await notFound();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByText('أ. سامي (مساعد)')).toBeInTheDocument();
  });
});
