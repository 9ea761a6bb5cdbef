import { lazyChunk } from '../../lib/lazy-part';

/** Ark's dialog (focus trap, dismissal, scroll lock) for Dialog, DialogClose, ConfirmDialog and Drawer. */
export const dialogChunk = lazyChunk(() => import('./dialog-parts'));
