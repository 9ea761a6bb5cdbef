import { queryClient, sessionStore } from '@app/shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../federation/remote-loads', () => ({ preloadRemoteModule: vi.fn() }));
// the frame's chunk itself is not needed: only whether the staff page's remote starts
vi.mock('../../staff/staff-frame', () => ({ default: () => null }));

const { preloadRemoteModule } = await import('../../federation/remote-loads');
const { preloadFirstPage } = await import('./preload-first-page');
const { preloadStaffPage } = await import('./preload-staff-page');
const { rememberStaff } = await import('../../staff/staff-hint');

const at = (pathname: string, search = '') => ({ pathname, search });

describe('preloadFirstPage', () => {
  afterEach(() => {
    vi.clearAllMocks();
    sessionStore.getState().clearSession();
    localStorage.clear();
  });

  it('starts a staff page only for a browser whose session was staff before, and nothing for a student', () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    sessionStore.getState().setToken('t');
    preloadStaffPage('/staff/settings');
    expect(preloadRemoteModule).not.toHaveBeenCalled();
    rememberStaff();
    preloadStaffPage('/staff/exams/7/results', '?tab=items');
    // with the address, so that the page's data leaves once its code is here
    expect(preloadRemoteModule).toHaveBeenCalledWith('mfe-exams', './staff/exam-results', {
      params: { examId: '7' },
      search: new URLSearchParams('tab=items'),
    });
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['shell', 'staff-me', 't'] }));
    preloadStaffPage('/staff/no-such-page');
    expect(preloadRemoteModule).toHaveBeenCalledTimes(1);
    sessionStore.getState().clearSession();
    preloadStaffPage('/staff/settings');
    expect(preloadRemoteModule).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledTimes(2);
    prefetch.mockRestore();
  });

  it('hands a staff address to the staff preload (its own chunk), never to the student table', async () => {
    vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    sessionStore.getState().setToken('t');
    rememberStaff();
    preloadFirstPage(at('/staff/settings'));
    await vi.waitFor(() =>
      expect(preloadRemoteModule).toHaveBeenCalledWith('mfe-staff', './staff/settings', expect.anything()),
    );
    vi.mocked(queryClient.prefetchQuery).mockRestore();
  });

  it("starts a guest's welcome page, and a student's signed-in page", () => {
    preloadFirstPage(at('/'));
    expect(preloadRemoteModule).toHaveBeenCalledWith('mfe-catalogue', './pages/welcome', expect.anything());
    sessionStore.getState().setToken('t');
    preloadFirstPage(at('/home'));
    expect(preloadRemoteModule).toHaveBeenLastCalledWith('mfe-catalogue', './pages/home', expect.anything());
  });

  it("passes the page its address, for its data's prefetch", () => {
    preloadFirstPage(at('/courses/12', '?x=1'));
    const address = vi.mocked(preloadRemoteModule).mock.calls[0]?.[2];
    expect(address?.params).toEqual({ id: '12' });
    expect(address?.search.get('x')).toBe('1');
  });

  it('loads nothing the guard would not render, nor a shell page, nor behind a flag or a hand-off', () => {
    preloadFirstPage(at('/home'));
    preloadFirstPage(at('/login'));
    sessionStore.getState().setToken('t');
    preloadFirstPage(at('/'));
    preloadFirstPage(at('/wallet'));
    preloadFirstPage(at('/', '?tk=abc&from=app'));
    expect(preloadRemoteModule).not.toHaveBeenCalled();
  });
});
