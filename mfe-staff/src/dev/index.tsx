import { createRoot } from 'react-dom/client';
import '../index.css';
import { DevHarness } from '@app/dev-kit/dev-harness';
import { messages } from '../messages';
import { devRoutes } from './routes';

const container = document.getElementById('root');
if (container) createRoot(container).render(<DevHarness title={messages.harness.title} routes={devRoutes} />);
