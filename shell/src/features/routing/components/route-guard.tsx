import { Navigate, useLocation } from '@app/router';
import { type RouteDef, useSession } from '@app/shared-contracts';
import { messageBar } from '@app/ui';
import { type ReactNode, useEffect } from 'react';
import { resolveGuard } from '../../../lib/guards';
import { messages } from '../../../messages';

// One warning per redirect burst: StrictMode and chained redirects must not stack toasts.
let lastWarnAt = 0;
function warnCompleteProfile() {
  const now = Date.now();
  if (now - lastWarnAt < 4000) return;
  lastWarnAt = now;
  messageBar(messages.forced.completeProfile, 'warning');
}

/** Applies the route table's guards and the forced flows before rendering a page. */
export function RouteGuard({ route, children }: { route: RouteDef; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const appData = useSession((s) => s.appData);
  const decision = resolveGuard(route, { pathname, search }, { token, user, appData });

  useEffect(() => {
    if (decision?.warn === 'completeProfile') warnCompleteProfile();
  }, [decision?.warn]);

  if (decision) return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
