import { NavLink } from '@app/router';
import { css, cx } from '#styled-system/css';
import { messages } from '../../../messages';
import type { NavItem } from '../nav-items';
import { NavItemIcon } from './nav-item-icon';

const list = css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', p: '2', m: '0' });
const link = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  paddingBlock: '2.5',
  paddingInline: '3',
  borderRadius: 'md',
  color: 'fg',
  textDecoration: 'none',
  fontSize: 'sm',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '-2px' },
  '&[aria-current=page]': { bg: 'primary.subtle', color: 'primary.text', fontWeight: 'bold' },
});

/** The drawer's links. `onNavigate` closes a temporary drawer after a choice. */
export function NavList({
  items,
  onNavigate,
  className,
}: {
  items: NavItem[];
  onNavigate?: () => void;
  className?: string;
}) {
  return (
    <ul className={cx(list, className)}>
      {items.map((item) => (
        <li key={item.id}>
          {item.to ? (
            <NavLink end to={item.to} className={link} onClick={onNavigate}>
              <NavItemIcon icon={item.icon} />
              {item.label}
            </NavLink>
          ) : (
            <a
              href={item.href}
              target="_blank"
              rel="noopener noreferrer"
              className={link}
              onClick={onNavigate}
            >
              <NavItemIcon icon={item.icon} />
              {item.label}
              <span className={css({ srOnly: true })}>{messages.nav.externalHint}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
