// Pure guard resolution (spec 3 §2.1 guards, spec 1 §4 forced flows), kept free of React so that
// every rule is tested directly. Order matters: unknown feature → auth/guest → confirm e-mail →
// complete profile.
import { type AppData, isRouteEnabled, pathFor, type RouteDef } from '@app/shared-contracts';

export type GuardRoute = Pick<RouteDef, 'name' | 'flag'> & {
  meta: Pick<RouteDef['meta'], 'requiresAuth' | 'requiresGuest'>;
};

export interface GuardUser {
  email_verified_at?: string | null;
  profile_not_completed?: boolean | null;
}

export interface GuardContext {
  token: string | null | undefined;
  user: GuardUser | null | undefined;
  appData: AppData | null | undefined;
}

export interface GuardLocation {
  pathname: string;
  search: string;
}

export type GuardDecision = { to: string; warn?: 'completeProfile' } | null;

export function needsEmailConfirmation(ctx: GuardContext): boolean {
  return Boolean(ctx.token && ctx.user && ctx.appData?.email_verification && !ctx.user.email_verified_at);
}

export function needsProfileCompletion(ctx: GuardContext): boolean {
  return Boolean(ctx.token && ctx.user?.profile_not_completed);
}

export function resolveGuard(route: GuardRoute, location: GuardLocation, ctx: GuardContext): GuardDecision {
  const params = new URLSearchParams(location.search);

  // Home hand-off: /?course=ID and /home?course=ID open that course (spec 1 §2).
  if ((route.name === 'welcome' || route.name === 'home') && params.get('course')) {
    return { to: pathFor('course', { id: params.get('course') ?? '' }) };
  }
  if (!isRouteEnabled(route, ctx.appData)) return { to: pathFor('not-found') };

  const signedIn = Boolean(ctx.token);
  if (route.meta.requiresAuth && !signedIn) {
    const redirect = `${location.pathname}${location.search}`;
    return { to: `${pathFor('login')}?redirect=${encodeURIComponent(redirect)}` };
  }
  if (route.meta.requiresGuest && signedIn) return { to: pathFor('home') };

  if (needsEmailConfirmation(ctx)) {
    return route.name === 'confirm' ? null : { to: pathFor('confirm') };
  }
  // Nothing left to confirm: the confirm page sends the user on.
  if (route.name === 'confirm' && signedIn && ctx.user) return { to: pathFor('home') };

  if (needsProfileCompletion(ctx) && route.name !== 'profile') {
    return { to: pathFor('profile'), warn: 'completeProfile' };
  }
  return null;
}

/**
 * Where to go after a successful login: the kept path, else a staff member's home (`staffHome`,
 * decision 0037), else the course, else home.
 */
export function afterLoginTarget(search: string, staffHome?: string): string {
  const params = new URLSearchParams(search);
  const redirect = params.get('redirect');
  // Only same-site paths: never follow `//host` or absolute URLs from the query.
  if (redirect?.startsWith('/') && !redirect.startsWith('//')) return redirect;
  if (staffHome) return staffHome;
  const course = params.get('course');
  if (course) return pathFor('course', { id: course });
  return pathFor('home');
}
