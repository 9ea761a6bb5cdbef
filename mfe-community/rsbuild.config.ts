import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '../scripts/federation-shared.mjs';

// The pages of the routes this remote owns in the route table of @app/shared-contracts,
// and the widgets other packages embed. Nothing else is public.
const exposes = {
  './pages/help': './src/exposes/help.tsx',
  './pages/attachments': './src/exposes/attachments.tsx',
  './pages/my-questions': './src/exposes/my-questions.tsx',
  './pages/questions-bank': './src/exposes/questions-bank.tsx',
  './pages/our-outlets': './src/exposes/our-outlets.tsx',
  './pages/my-tickets': './src/exposes/my-tickets.tsx',
};

export default defineConfig(
  defineRemoteConfig({
    dir: import.meta.dirname,
    title: 'الدعم والمجتمع',
    exposes,
  }),
);
