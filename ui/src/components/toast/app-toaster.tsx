import { lazyChunk, lazyPart } from '../../lib/lazy-part';

const toasterChunk = lazyChunk(() => import('./app-toaster-impl'));

/**
 * Renders the toasts of `toaster` (bottom, stacked). Render it once, near the root. Ark's toast
 * machines are in an async chunk; `snack()`/`messageBar()` only write to the synchronous store,
 * and toasts created before the chunk arrives show when it does (Ark reads the store on mount).
 */
export const AppToaster = lazyPart(toasterChunk, (mod) => mod.AppToaster);
