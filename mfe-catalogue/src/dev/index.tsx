import { UiProvider } from '@app/ui';
import { createRoot } from 'react-dom/client';
import { bootstrap } from './bootstrap';
import { DevHarness } from './dev-harness';

const container = document.getElementById('root');
if (container) {
  void bootstrap().then(() =>
    createRoot(container).render(
      <UiProvider withToaster>
        <DevHarness />
      </UiProvider>,
    ),
  );
}
