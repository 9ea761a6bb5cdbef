import '@app/ui/fonts/fonts.css';
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

// The html template sets these too; repeating them keeps a custom template from breaking RTL.
document.documentElement.lang = 'ar';
document.documentElement.dir = 'rtl';

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
const root = createRoot(container);
// A transition lets React render the first screen in slices of a few milliseconds (issue 9: TBT).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
