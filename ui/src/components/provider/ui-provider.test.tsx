import { useLocaleContext } from '@ark-ui/react/locale';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localeDir, UiProvider } from './ui-provider';

function Probe() {
  const { dir, locale } = useLocaleContext();
  return <p>{`${locale} ${dir}`}</p>;
}

describe('UiProvider', () => {
  it('gives Ark parts the Arabic locale, right to left', () => {
    render(
      <UiProvider>
        <Probe />
      </UiProvider>,
    );
    expect(screen.getByText('ar-EG-u-nu-latn rtl')).toBeInTheDocument();
  });

  it('gives a left-to-right locale its direction', () => {
    render(
      <UiProvider locale="en-US">
        <Probe />
      </UiProvider>,
    );
    expect(screen.getByText('en-US ltr')).toBeInTheDocument();
  });
});

describe('localeDir', () => {
  it.each([
    ['ar', 'rtl'],
    ['ar-EG-u-nu-latn', 'rtl'],
    ['fa_IR', 'rtl'],
    ['HE', 'rtl'],
    ['en-US', 'ltr'],
    ['fr', 'ltr'],
    ['', 'ltr'],
  ])('%s is %s', (locale, dir) => {
    expect(localeDir(locale)).toBe(dir);
  });
});
