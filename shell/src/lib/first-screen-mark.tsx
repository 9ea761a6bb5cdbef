import { markFirstScreen } from '@app/ui';
import { useEffect } from 'react';

/**
 * Rendered after a page inside its Suspense boundary: once the page has committed, the code the
 * first screen does not show (closed drawer and dialogs, the toasts) may load (`afterFirstScreen`).
 */
export function FirstScreenMark() {
  useEffect(() => markFirstScreen(), []);
  return null;
}
