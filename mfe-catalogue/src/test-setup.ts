import '@testing-library/jest-dom/vitest';
import { preloadUiParts } from '@app/ui';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Ark moves focus and unmounts after animation frames, which a loaded CI machine delays past the
// 1 s default; the assertions are the same, they only wait longer.
configure({ asyncUtilTimeout: 3000 });

// jsdom lacks the layout APIs Ark's positioning and focus management call (as in @app/ui's setup).
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
Element.prototype.getClientRects = function getClientRects(this: Element) {
  for (let el: Element | null = this; el; el = el.parentElement) {
    if (el instanceof HTMLElement && (el.hidden || getComputedStyle(el).display === 'none')) {
      return [] as unknown as DOMRectList;
    }
  }
  return (this.isConnected ? [this.getBoundingClientRect()] : []) as unknown as DOMRectList;
};
document.documentElement.setAttribute('dir', 'rtl');
document.documentElement.setAttribute('lang', 'ar');

afterEach(() => cleanup());

// @app/ui's Ark parts (Dialog, Select...) are async chunks: load them once so they render on
// the first render, as before.
beforeAll(async () => {
  await preloadUiParts();
});
