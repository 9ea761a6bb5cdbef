import '@app/ui/fonts/fonts.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

// The html template sets these too; repeating them keeps a custom template from breaking RTL.
document.documentElement.lang = 'ar';
document.documentElement.dir = 'rtl';

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
