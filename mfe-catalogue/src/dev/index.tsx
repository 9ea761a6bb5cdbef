import { UiProvider } from '@app/ui';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { bootstrapHarness, DevHarness } from '@app/dev-kit/dev-harness';
import { messages } from '../messages';
import { devRoutes } from './routes';

const container = document.getElementById('root');
if (container) {
  void bootstrapHarness().then(() =>
    createRoot(container).render(
      <UiProvider withToaster>
        <DevHarness title={messages.harness.title} routes={devRoutes} />
      </UiProvider>,
    ),
  );
}
