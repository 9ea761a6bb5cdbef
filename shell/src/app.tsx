import { queryClient } from '@app/shared-contracts';
import { UiProvider } from '@app/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { buildRoutes } from './features/routing/build-routes';
import { StartupGate } from './features/startup/components/startup-gate';
import { bindUnauthorizedNavigation, installUnauthorizedHandler } from './features/startup/unauthorized';

// Installed before start-up so that a 401 during it is handled too.
installUnauthorizedHandler();

/** Created after start-up, so that it reads the address that start-up settled on. */
function AppRouter() {
  const [router] = useState(() => createBrowserRouter(buildRoutes()));
  useEffect(() => {
    bindUnauthorizedNavigation((to, opts) => router.navigate(to, opts));
    return () => bindUnauthorizedNavigation(null);
  }, [router]);
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider withToaster>
        <StartupGate>{() => <AppRouter />}</StartupGate>
      </UiProvider>
    </QueryClientProvider>
  );
}
