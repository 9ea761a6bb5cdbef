import { NavLink } from '@app/router';
import { useEffect, useRef } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import type { NavItem } from '../nav-items';
import { NavItemIcon } from './nav-item-icon';

const bar = css({
  position: 'fixed',
  insetInline: '0',
  insetBlockEnd: '0',
  zIndex: 'sticky',
  bg: 'bg.surface',
  borderBlockStart: '1px solid',
  borderColor: 'border',
  paddingBlockEnd: 'env(safe-area-inset-bottom)',
});
const list = css({ display: 'flex', listStyle: 'none', m: '0', p: '0' });
const link = css({
  flex: '1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '0.5',
  paddingBlock: '1.5',
  fontSize: 'xs',
  color: 'fg.muted',
  textDecoration: 'none',
  minWidth: '0',
  textAlign: 'center',
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '-2px' },
  '&[aria-current=page]': { color: 'primary.text', fontWeight: 'bold' },
});

/**
 * Publishes the bar's height as `--app-bottom-inset` on the root, so that what floats at the
 * bottom (the toasts of @app/ui) sits above the bar instead of over it.
 */
function useBottomInset() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--app-bottom-inset', `${el.offsetHeight}px`),
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--app-bottom-inset');
    };
  }, []);
  return ref;
}

/** Phone-only navigation for signed-in users (spec 1 §2). */
export function BottomNav({ items }: { items: NavItem[] }) {
  const ref = useBottomInset();
  return (
    <nav ref={ref} aria-label={messages.nav.bottomLabel} className={bar}>
      <ul className={list}>
        {items.map((item) => (
          <li key={item.id} className={css({ flex: '1', minWidth: '0', display: 'flex' })}>
            <NavLink end to={item.to ?? '/'} className={link}>
              <NavItemIcon icon={item.icon} />
              <span
                className={css({
                  maxWidth: '100%',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                })}
              >
                {item.label}
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
