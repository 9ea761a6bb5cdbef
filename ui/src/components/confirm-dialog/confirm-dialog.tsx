import type { ReactNode } from 'react';
import { lazyTriggerPart } from '../../lib/lazy-part';
import { dialogChunk } from '../dialog/dialog-chunk';

export interface ConfirmDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** May return a promise: the confirm button shows a spinner until it settles, then the dialog closes. */
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
  /** Destructive action: the confirm button is red. */
  danger?: boolean;
  /** Where focus goes on close when there is no `trigger` (see DialogProps). */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * A yes/no question (role alertdialog). Focus starts on cancel and returns to the trigger on
 * close. Code in the dialog chunk; until it has loaded, only the trigger shows.
 */
export const ConfirmDialog = lazyTriggerPart(dialogChunk, (parts) => parts.ConfirmDialog);
