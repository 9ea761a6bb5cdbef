import { useSession } from '@app/shared-contracts';
import { ErrorState, LoadingOverlay, toaster } from '@app/ui';
import { type ReactNode, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { messages } from '../../../messages';
import { forceUpdateState } from '../force-update';
import { type StartupResult, settledStartup, startupOnce } from '../run-startup';
import { ForceUpdateScreen } from './force-update-screen';
import { FullScreen } from './full-screen';
import { MaintenanceScreen } from './maintenance-screen';

/** Message (2) stays until closed ("shown long", spec 1 §8). */
function showAuthFailed() {
  toaster.create({
    description: messages.startup.authFailed,
    type: 'error',
    duration: Number.POSITIVE_INFINITY,
    closable: true,
  });
}

/**
 * Runs start-up once, shows the loading overlay until app data is in, and puts the blocking
 * screens (start-up failure, maintenance, forced update) in front of the app.
 */
export function StartupGate({
  children,
  start = startupOnce,
  onBlocked,
}: {
  children: () => ReactNode;
  start?: () => Promise<StartupResult>;
  /** Runs when a blocking screen replaces the app (the app drops the server's announcement). */
  onBlocked?: () => void;
}) {
  // Usually settled already (the bootstrap starts it before the first render): no overlay then.
  const [result, setResult] = useState<StartupResult | null>(() =>
    start === startupOnce ? settledStartup() : null,
  );
  const appData = useSession((s) => s.appData);
  const platform = useSession((s) => s.platform);
  const installedVersion = useSession((s) => s.installedVersion);

  useEffect(() => {
    let alive = true;
    void start().then((r) => {
      if (!alive) return;
      // The whole app renders now: as a transition React renders it in slices of a few
      // milliseconds, so a slow phone is not blocked for the whole first render (issue 9).
      startTransition(() => setResult(r));
      if (r.status === 'ready' && r.authFailed) showAuthFailed();
    });
    return () => {
      alive = false;
    };
  }, [start]);

  const update = forceUpdateState(platform, installedVersion, appData);
  const blocked =
    result !== null && (result.status === 'app-failed' || Boolean(appData?.appIsDown) || update.required);
  // Before paint: the screen's button must never show under a copy that still holds the focus.
  useLayoutEffect(() => {
    if (blocked) onBlocked?.();
  }, [blocked, onBlocked]);

  if (!result) return <LoadingOverlay label={messages.startup.loading} />;
  if (result.status === 'app-failed') {
    return (
      <FullScreen title={messages.appName}>
        <ErrorState
          message={messages.startup.appDataFailed}
          onRetry={() => window.location.reload()}
          retryLabel={messages.startup.retry}
        />
      </FullScreen>
    );
  }
  if (appData?.appIsDown) return <MaintenanceScreen />;
  if (update.required) return <ForceUpdateScreen storeUrl={update.storeUrl} />;
  return <>{children()}</>;
}
