import { LocaleProvider } from '@ark-ui/react/locale';
import type { ReactNode } from 'react';
import { AppToaster } from '../toast/app-toaster';

/** Arabic with Latin digits: Ark derives dir="rtl" from the Arabic script (keyboard arrows follow it). */
export const UI_LOCALE = 'ar-EG-u-nu-latn';

/** The direction of a locale from its language subtag, without ICU's likely-subtags data. */
export function localeDir(locale: string): 'rtl' | 'ltr' {
  const language = locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

export interface UiProviderProps {
  children: ReactNode;
  locale?: string;
  /** Renders `<AppToaster/>`; the shell does it once, remotes rendered inside the shell must not. */
  withToaster?: boolean;
}

/**
 * Gives every Ark part the Arabic locale and right-to-left direction. `dir` is given, not derived:
 * Ark derives it with `Intl.Locale#maximize`, whose first call loads ICU data for 30-40 ms in one
 * task on the first render (issue 9: TBT). Ark is patched to take it (patches/, decision 0019).
 */
export function UiProvider({ children, locale = UI_LOCALE, withToaster = false }: UiProviderProps) {
  return (
    <LocaleProvider locale={locale} dir={localeDir(locale)}>
      {children}
      {withToaster ? <AppToaster /> : null}
    </LocaleProvider>
  );
}
