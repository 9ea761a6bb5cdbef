import type { StaffMe } from '@app/shared-contracts';
import { Button, Drawer, IconButton, MenuIcon, useAfterFirstScreen, useIsDesktop } from '@app/ui';
import { type ReactNode, useState } from 'react';
import { css } from '#styled-system/css';
import { useLogout } from '../lib/logout';
import { staffMessages } from './messages';
import { StaffNav } from './staff-nav';

const root = css({ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bg: 'bg.canvas' });
const bar = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  paddingInline: '4',
  minHeight: '14',
  bg: 'bg.surface',
  borderBlockEndWidth: '1px',
  borderColor: 'border',
});
const side = css({
  width: '60',
  flexShrink: '0',
  bg: 'bg.surface',
  borderInlineEndWidth: '1px',
  borderColor: 'border',
  minHeight: 'calc(100dvh - 3.5rem)',
});
const main = css({ flex: '1', minWidth: '0', padding: { base: '3', md: '6' }, _focus: { outline: 'none' } });
const skip = css({
  position: 'absolute',
  insetInlineStart: '2',
  insetBlockStart: '-20',
  zIndex: 'tooltip',
  bg: 'primary',
  color: 'primary.fg',
  paddingInline: '4',
  paddingBlock: '2',
  borderRadius: 'md',
  _focus: { insetBlockStart: '2' },
});

/** The staff side's frame: a top bar, the side navigation on desktop (a drawer on a phone), the page. */
export function StaffLayout({ me, children }: { me: StaffMe; children: ReactNode }) {
  const isDesktop = useIsDesktop();
  const [open, setOpen] = useState(false);
  // The phone's closed drawer (Ark's dialog, ~26 kB) is not fetched while the page is on its way;
  // a tap before then mounts it at once (issue 35: bytes before a form page's largest paint).
  const drawerReady = useAfterFirstScreen() || open;
  const logout = useLogout();
  return (
    <div className={root}>
      <a href="#staff-main" className={skip}>
        {staffMessages.skipToContent}
      </a>
      <header className={bar}>
        {isDesktop ? null : (
          <IconButton aria-label={staffMessages.openNav} variant="ghost" onClick={() => setOpen(true)}>
            <MenuIcon />
          </IconButton>
        )}
        <p className={css({ fontWeight: 'bold', flex: '1' })}>{staffMessages.frameTitle}</p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', hideBelow: 'sm' })}>
          {staffMessages.signedInAs(me.name, staffMessages.roles[me.role])}
        </p>
        <Button size="sm" variant="outline" loading={logout.isPending} onClick={() => logout.mutate()}>
          {staffMessages.logout}
        </Button>
      </header>
      <div className={css({ display: 'flex', flex: '1', alignItems: 'stretch' })}>
        {isDesktop ? (
          <aside aria-label={staffMessages.nav} className={side}>
            <StaffNav role={me.role} />
          </aside>
        ) : drawerReady ? (
          <Drawer open={open} onOpenChange={setOpen} title={staffMessages.nav}>
            <StaffNav role={me.role} onNavigate={() => setOpen(false)} />
          </Drawer>
        ) : null}
        <main id="staff-main" tabIndex={-1} className={main}>
          {children}
        </main>
      </div>
    </div>
  );
}
