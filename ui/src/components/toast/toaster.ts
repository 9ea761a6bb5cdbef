import { createToaster } from '@ark-ui/react/toast';

/** Spec 1 section 9: snack message 2 s, message bar 4 s. */
export const SNACK_DURATION = 2000;
export const MESSAGE_BAR_DURATION = 4000;

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** The one toaster of the page; `<AppToaster/>` (rendered once, by the shell) displays it. */
export const toaster = createToaster({
  placement: 'bottom',
  // Above a fixed bottom bar: the shell's phone navigation sets --app-bottom-inset to its height.
  offsets: { top: '1rem', left: '1rem', right: '1rem', bottom: 'calc(1rem + var(--app-bottom-inset, 0px))' },
  overlap: false,
  gap: 8,
  max: 4,
  removeDelay: 200,
});

/** Short notice (2 s). Returns the toast id. */
export function snack(message: string, type: ToastKind = 'info'): string {
  return toaster.create({ description: message, type, duration: SNACK_DURATION, meta: { kind: 'snack' } });
}

/** Longer notice with a close button (4 s). Returns the toast id. */
export function messageBar(message: string, type: ToastKind = 'info'): string {
  return toaster.create({
    description: message,
    type,
    duration: MESSAGE_BAR_DURATION,
    closable: true,
    meta: { kind: 'bar' },
  });
}
