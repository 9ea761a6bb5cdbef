import { LocaleProvider } from '@ark-ui/react/locale';
import type { ReactNode } from 'react';
import { AppToaster } from '../toast/app-toaster';

/** Arabic with Latin digits: Ark derives dir="rtl" from the Arabic script (keyboard arrows follow it). */
export const UI_LOCALE = 'ar-EG-u-nu-latn';

export interface UiProviderProps {
  children: ReactNode;
  locale?: string;
  /** Renders `<AppToaster/>`; the shell does it once, remotes rendered inside the shell must not. */
  withToaster?: boolean;
}

/** Gives every Ark part the Arabic locale and right-to-left direction. */
export function UiProvider({ children, locale = UI_LOCALE, withToaster = false }: UiProviderProps) {
  return (
    <LocaleProvider locale={locale}>
      {children}
      {withToaster ? <AppToaster /> : null}
    </LocaleProvider>
  );
}
