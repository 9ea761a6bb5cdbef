import type { FawryOrder } from '@app/shared-contracts';

declare global {
  interface Window {
    FawryPay?: { checkout: (order: FawryOrder, config: Record<string, unknown>) => void };
  }
}

/** Loads a provider's script once per URL. */
function loadScript(src: string): Promise<void> {
  const found = document.querySelector<HTMLScriptElement>(`script[data-checkout="${CSS.escape(src)}"]`);
  if (found?.dataset.loaded) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = found ?? document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.checkout = src;
    script.addEventListener('load', () => {
      script.dataset.loaded = '1';
      resolve();
    });
    script.addEventListener('error', () => reject(new Error(`script ${src} failed`)));
    if (!found) document.head.append(script);
  });
}

/**
 * Where a checkout leaves the page (spec 3 §4): the same window, another window, or the
 * provider's pop-up script. One object so tests can watch it instead of navigating jsdom.
 */
export const checkoutWindow = {
  assign: (url: string) => window.location.assign(url),
  openOutside: (url: string) => void window.open(url, '_blank', 'noopener'),
  async fawry(scriptUrl: string, order: FawryOrder) {
    await loadScript(scriptUrl);
    if (!window.FawryPay) throw new Error('FawryPay missing');
    window.FawryPay.checkout(order, { locale: 'ar', mode: 'SEPARATED' });
  },
};
