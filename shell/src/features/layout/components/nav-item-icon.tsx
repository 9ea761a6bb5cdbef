import { useEffect, useState } from 'react';
import { css } from '#styled-system/css';
import type { NavIcon } from '../nav-items';

type NavIcons = typeof import('./nav-icons').navIcons;
let loaded: NavIcons | null = null;
let pending: Promise<NavIcons> | null = null;
const loadIcons = () => {
  pending ??= import('./nav-icons').then((m) => {
    loaded = m.navIcons;
    return m.navIcons;
  });
  return pending;
};

// The icon's box, reserved while the icons' chunk loads: the label beside it does not move.
const box = css({ display: 'inline-block', width: '1.25em', height: '1.25em', flexShrink: 0 });

/** Decorative only: the label next to it names the link. */
export function NavItemIcon({ icon }: { icon: NavIcon }) {
  const [icons, setIcons] = useState(loaded);
  useEffect(() => {
    if (icons) return;
    let live = true;
    void loadIcons().then((next) => live && setIcons(next));
    return () => {
      live = false;
    };
  }, [icons]);
  const Icon = icons?.[icon];
  return Icon ? <Icon /> : <span aria-hidden="true" className={box} />;
}
