import { NavLink } from '@app/router';
import { type StaffRole, staffNavFor } from '@app/shared-contracts/staff-routes';
import { css } from '#styled-system/css';
import { staffMessages } from './messages';

const group = css({ display: 'grid', gap: '1', paddingBlock: '2' });
const heading = css({ fontSize: 'xs', fontWeight: 'bold', color: 'fg.muted', paddingInline: '3' });
const list = css({ display: 'grid', gap: '1', listStyle: 'none', margin: '0', padding: '0' });
const link = css({
  display: 'block',
  paddingBlock: '2',
  paddingInline: '3',
  borderRadius: 'md',
  color: 'fg',
  textDecoration: 'none',
  fontSize: 'sm',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '-2px' },
  '&[aria-current=page]': { bg: 'primary.subtle', color: 'primary.text', fontWeight: 'bold' },
});

/** The staff pages this role may open (STAFF_ROUTES), by section; `onNavigate` closes the phone's drawer. */
export function StaffNav({ role, onNavigate }: { role: StaffRole; onNavigate?: () => void }) {
  return (
    <nav aria-label={staffMessages.nav} className={css({ padding: '2' })}>
      {staffNavFor(role).map(({ section, title, routes }) => (
        <section key={section} aria-labelledby={`staff-nav-${section}`} className={group}>
          <h2 id={`staff-nav-${section}`} className={heading}>
            {title}
          </h2>
          <ul className={list}>
            {routes.map((route) => (
              <li key={route.name}>
                <NavLink end to={route.path} className={link} onClick={onNavigate}>
                  {route.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
