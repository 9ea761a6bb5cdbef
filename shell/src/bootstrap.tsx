import '@app/ui/fonts/fonts.css';
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { takeOverFirstScreen } from './features/startup/first-screen';
import { startupOnce } from './features/startup/run-startup';

// The html template sets these too; repeating them keeps a custom template from breaking RTL.
document.documentElement.lang = 'ar';
document.documentElement.dir = 'rtl';

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
// A server-rendered first screen stays until the app's first page is ready to take its place.
takeOverFirstScreen(container);
const root = createRoot(container);

/** The html's start-up overlay stays until then; React's own overlay shows after it. */
const FIRST_RENDER_WAIT_MS = 1000;

function render() {
  // A transition lets React render the first screen in slices of a few milliseconds (issue 9: TBT).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// Start-up (app data, the token check) runs before React's first render: the entry fetched app
// data already, so it has usually settled by then and the first render is the app itself, not
// the overlay and then the app (issue 9: one render and commit less before the first page).
void Promise.race([
  startupOnce().catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
]).then(render);
