import { createRoot } from 'react-dom/client';
import { DevHarness } from './dev-harness';

const container = document.getElementById('root');
if (container) createRoot(container).render(<DevHarness />);
