import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesktopOnly, PhoneOnly } from './show';
import { DESKTOP_QUERY, useIsDesktop } from './use-is-desktop';

/** A controllable MediaQueryList: jsdom has no matchMedia and no layout. */
function installMatchMedia(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  const queries: string[] = [];
  const matchMedia = vi.fn((query: string) => {
    queries.push(query);
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return {
      get matches() {
        return width >= min;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    queries,
    resize(next: number) {
      width = next;
      act(() => {
        for (const listener of listeners) listener();
      });
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useIsDesktop', () => {
  it('is false (phone first) where matchMedia does not exist', () => {
    expect(window.matchMedia).toBeUndefined();
    const { result } = renderHook(() => useIsDesktop());
    expect(result.current).toBe(false);
  });

  it('follows the 960 px desktop breakpoint as the viewport changes', () => {
    const media = installMatchMedia(959);
    const { result } = renderHook(() => useIsDesktop());
    expect(media.queries).toContain(DESKTOP_QUERY);
    expect(DESKTOP_QUERY).toBe('(min-width: 960px)');
    expect(result.current).toBe(false);
    media.resize(960);
    expect(result.current).toBe(true);
    media.resize(400);
    expect(result.current).toBe(false);
  });

  it('DesktopOnly and PhoneOnly render the matching layout only', () => {
    const media = installMatchMedia(1280);
    render(
      <>
        <DesktopOnly>
          <nav aria-label="القائمة الجانبية" />
        </DesktopOnly>
        <PhoneOnly>
          <nav aria-label="التنقل السفلي" />
        </PhoneOnly>
      </>,
    );
    expect(screen.getByRole('navigation', { name: 'القائمة الجانبية' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'التنقل السفلي' })).not.toBeInTheDocument();
    media.resize(360);
    expect(screen.queryByRole('navigation', { name: 'القائمة الجانبية' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'التنقل السفلي' })).toBeInTheDocument();
  });
});
