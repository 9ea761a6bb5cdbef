import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '../scripts/federation-shared.mjs';

// The pages of the routes this remote owns in the route table of @app/shared-contracts,
// and the widgets other packages embed. Nothing else is public.
const exposes = {
  './pages/wallet': './src/exposes/wallet.tsx',
  './pages/wallet-topups': './src/exposes/wallet-topups.tsx',
  './pages/notifications': './src/exposes/notifications.tsx',
  './widgets/wallet-card': './src/exposes/wallet-card.tsx',
  './widgets/notification-bell': './src/exposes/notification-bell.tsx',
};

export default defineConfig(defineRemoteConfig({ dir: import.meta.dirname, title: 'المحفظة', exposes }));
