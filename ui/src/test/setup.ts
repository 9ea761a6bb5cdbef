import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadUiParts } from '../index';
import './settle-timers';

// Ark moves focus and unmounts after animation frames, which a loaded CI machine delays past the
// 1 s default; the assertions are the same, they only wait longer.
configure({ asyncUtilTimeout: 3000 });

// jsdom lacks these layout APIs that Ark's positioning and scrolling call; they do nothing here.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};

// jsdom has no layout, so every element reports no boxes and Ark's focus management (zag's
// tabbable checks) treats it as invisible. Report one box for connected elements that are not hidden.
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

// The Ark parts are async chunks (src/lib/lazy-part.tsx); loaded once, they render on the first render.
beforeAll(async () => {
  await preloadUiParts();
});

afterEach(() => cleanup());
