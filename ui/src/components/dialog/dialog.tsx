import type { ReactNode } from 'react';
import { lazyPart, lazyTriggerPart } from '../../lib/lazy-part';
import { dialogChunk } from './dialog-chunk';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered as the Ark trigger, focus returns to it on close). */
  trigger?: ReactNode;
  /** Accessible name of the dialog, shown as its heading. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the end of the dialog; use `<DialogClose>` to wrap a button that closes it. */
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** Hides the corner close button (the dialog still closes with Escape unless prevented). */
  hideCloseButton?: boolean;
  closeOnInteractOutside?: boolean;
  closeOnEscape?: boolean;
  closeLabel?: string;
  initialFocusEl?: () => HTMLElement | null;
  /**
   * Where focus goes on close when the dialog has no `trigger` (opened from a menu item, say, which
   * is gone by then); without it focus returns to what had it when the dialog opened.
   */
  finalFocusEl?: () => HTMLElement | null;
  contentClassName?: string;
  /** `lg` gives the content room for a picture (the image viewer). */
  size?: 'md' | 'lg';
}

/**
 * Modal dialog (Ark). Its code is in the dialog chunk (`preloadUiParts()`); until that has
 * loaded, only the trigger shows, and a press on it opens the dialog once it has.
 */
export const Dialog = lazyTriggerPart(dialogChunk, (parts) => parts.Dialog);

/** Wrap a button so that activating it closes the surrounding Dialog or Drawer. */
export const DialogClose = lazyPart(
  dialogChunk,
  (parts) => parts.DialogClose,
  ({ children }: { children: ReactNode }) => children,
);
