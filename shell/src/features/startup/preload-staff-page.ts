import { queryClient, sessionStore } from '@app/shared-contracts';
import { matchStaffRoute } from '@app/shared-contracts/staff-routes';
import { preloadRemoteModule } from '../../federation/remote-loads';
import { staffMeQuery } from '../../staff/api/get-staff-me';
import { wasStaff } from '../../staff/staff-hint';

/**
 * A staff page: its frame (a shell chunk), GET /v1/staff/me and the page's remote module load beside
 * the shell's start, when this browser's session has been staff before (staff-hint.ts); a
 * student's never loads mfe-staff. A chunk of its own: the staff schemas stay out of the start
 * of every student page (the welcome page's size budget).
 */
export function preloadStaffPage(pathname: string): void {
  const token = sessionStore.getState().token;
  if (!token || !wasStaff()) return;
  void import('../../staff/staff-frame').catch(() => {});
  // who is signed in, the frame's first question, asked beside its code rather than after it
  void queryClient.prefetchQuery(staffMeQuery(token));
  const route = matchStaffRoute(pathname);
  if (route) preloadRemoteModule(route.remote, route.exposed as `./staff/${string}`);
}
