import { BookIcon, HelpIcon, HomeIcon, UserIcon, WalletIcon } from '@app/ui';
import { css } from '#styled-system/css';
import type { NavIcon } from '../nav-items';

const known: Partial<Record<NavIcon, typeof HomeIcon>> = {
  home: HomeIcon,
  user: UserIcon,
  book: BookIcon,
  help: HelpIcon,
  wallet: WalletIcon,
};

const dot = css({
  width: '1.25em',
  height: '1.25em',
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
});
const inner = css({
  width: '0.45em',
  height: '0.45em',
  borderRadius: 'full',
  bg: 'currentColor',
  opacity: 0.6,
});

/** Decorative only: the label next to it names the link. */
export function NavItemIcon({ icon }: { icon: NavIcon }) {
  const Icon = known[icon];
  if (Icon) return <Icon />;
  return (
    <span aria-hidden="true" className={dot}>
      <span className={inner} />
    </span>
  );
}
