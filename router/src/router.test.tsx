import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as router from './index';
import { MemoryRouter, Navigate, NavLink, Route, Routes, useNavigate } from './index';

afterEach(cleanup);

let navigate: ReturnType<typeof useNavigate> | undefined;
function Nav() {
  navigate = useNavigate();
  return (
    <NavLink to="/courses" end>
      الدورات
    </NavLink>
  );
}

describe('@app/router', () => {
  it('exports the declarative subset only (a new name is a deliberate, measured change)', () => {
    expect(Object.keys(router).sort()).toEqual([
      'BrowserRouter',
      'Link',
      'MemoryRouter',
      'NavLink',
      'Navigate',
      'Route',
      'Routes',
      'matchRoutes',
      'useLocation',
      'useNavigate',
      'useNavigationType',
      'useParams',
      'useSearchParams',
    ]);
  });

  it('marks an `end` NavLink current on its exact path only, and follows Navigate', async () => {
    render(
      <MemoryRouter initialEntries={['/old']}>
        <Nav />
        <Routes>
          <Route path="/old" element={<Navigate to="/courses" replace />} />
          <Route path="/courses" element={<p>list</p>} />
          <Route path="/courses/:id" element={<p>one</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('list')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الدورات' }).getAttribute('aria-current')).toBe('page');
    await act(async () => navigate?.('/courses/3'));
    expect(screen.getByText('one')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الدورات' }).getAttribute('aria-current')).toBeNull();
  });
});
