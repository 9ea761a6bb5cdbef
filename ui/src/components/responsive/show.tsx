import type { ReactNode } from 'react';
import { useIsDesktop } from './use-is-desktop';

/** Renders its children only on the desktop layout (md and up). */
export function DesktopOnly({ children }: { children: ReactNode }) {
  return useIsDesktop() ? children : null;
}

/** Renders its children only on the phone layout (below md). */
export function PhoneOnly({ children }: { children: ReactNode }) {
  return useIsDesktop() ? null : children;
}
