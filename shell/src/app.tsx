import { BrowserRouter, useNavigate } from '@app/router';
import { queryClient } from '@app/shared-contracts';
import { UiProvider } from '@app/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AppRoutes } from './app-routes';
import { dropServerCopy } from './features/overlays/lib/server-copy';
import { StartupGate } from './features/startup/components/startup-gate';
import { bindUnauthorizedNavigation, installUnauthorizedHandler } from './features/startup/unauthorized';

// Installed before start-up so that a 401 during it is handled too.
installUnauthorizedHandler();

/** Lets the 401 handler (outside React) navigate through the router once it exists. */
function UnauthorizedNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    bindUnauthorizedNavigation(navigate);
    return () => bindUnauthorizedNavigation(null);
  }, [navigate]);
  return null;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider withToaster>
        <StartupGate onBlocked={dropServerCopy}>
          {() => (
            // Rendered after start-up: the router reads the address that start-up settled on.
            // Location updates are not transitions: a write that changes the session and then
            // navigates (login, register, logout) renders both at once, so the guards never see
            // the new session at the old address (a guest-only page would send to /home).
            <BrowserRouter useTransitions={false}>
              <UnauthorizedNavigation />
              <AppRoutes />
            </BrowserRouter>
          )}
        </StartupGate>
      </UiProvider>
    </QueryClientProvider>
  );
}
