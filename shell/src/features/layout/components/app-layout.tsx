import { type RouteDef, useSession } from '@app/shared-contracts';
import { Drawer, useAfterFirstScreen, useIsDesktop } from '@app/ui';
import { type ReactNode, useState } from 'react';
import { css, cx } from '#styled-system/css';
import { messages } from '../../../messages';
import { useCurrentRoute } from '../hooks/use-current-route';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useScrollToTop } from '../hooks/use-scroll-to-top';
import { bottomNavItems, guestDrawerItems, signedInDrawerItems } from '../nav-items';
import { AppFooter } from './app-footer';
import { BottomNav } from './bottom-nav';
import { NavList } from './nav-list';
import { TopBar } from './top-bar';

const root = css({ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bg: 'bg.canvas' });
const white = css({ bg: 'bg.surface' });
const row = css({ display: 'flex', flex: '1', alignItems: 'flex-start', minWidth: '0' });
// At least a screen below the top bar: the footer starts below the fold, so a page that arrives
// late (a remote's chunk, then its data) never pushes it down inside the viewport (issue 9, CLS).
const main = css({
  flex: '1',
  minWidth: '0',
  minBlockSize: 'calc(100dvh - 4rem)',
  _focus: { outline: 'none' },
});
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
const permanentPanel = css({ insetBlockStart: '16!', height: 'calc(100dvh - 4rem)!' });

export interface AppLayoutProps {
  /** The route table the pages come from. */
  table: readonly RouteDef[];
  /** Above the top bar (the e-mail bar); each decides itself whether it shows. */
  banner?: ReactNode;
  /** Dialogs over every page (the announcement). */
  overlays?: ReactNode;
  children: ReactNode;
}

/** The frame around every page; the banner and overlays come from the app (other features). */
export function AppLayout({ table, banner, overlays, children }: AppLayoutProps) {
  const route = useCurrentRoute(table);
  const meta: Partial<NonNullable<typeof route>['meta']> = route?.meta ?? {};
  const token = useSession((s) => s.token);
  const appData = useSession((s) => s.appData);
  const platform = useSession((s) => s.platform);
  const isDesktop = useIsDesktop();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The closed menu drawer (its dialog code and machines) waits until the first page is on screen, or
  // its first opening (issue 9: about 10 kB brotli and a long task less before the first page).
  const drawerWanted = useAfterFirstScreen() || drawerOpen;
  useDocumentTitle(meta.title);
  useScrollToTop();

  const signedIn = Boolean(token);
  const permanent = signedIn && isDesktop && !meta.temporaryMenu;
  const items = signedIn ? signedInDrawerItems({ appData, platform }) : guestDrawerItems();
  const showBottomNav = signedIn && !isDesktop;
  const nav = (
    <nav aria-label={messages.nav.label}>
      <NavList items={items} onNavigate={permanent ? undefined : () => setDrawerOpen(false)} />
    </nav>
  );

  return (
    <div className={cx(root, meta.whiteBackground && white)}>
      <a href="#main" className={skip}>
        {messages.skipToContent}
      </a>
      {banner}
      <TopBar
        showMenuButton={!permanent}
        onMenu={() => setDrawerOpen(true)}
        showBack={Boolean(meta.backButton)}
      />
      <div className={row}>
        {permanent ? (
          <Drawer permanent title={messages.nav.label} className={permanentPanel}>
            {nav}
          </Drawer>
        ) : null}
        <main id="main" tabIndex={-1} className={cx(main, showBottomNav && css({ paddingBlockEnd: '20' }))}>
          {children}
        </main>
      </div>
      {meta.footer ? (
        <div className={cx(showBottomNav && css({ paddingBlockEnd: '16' }))}>
          <AppFooter />
        </div>
      ) : null}
      {showBottomNav ? <BottomNav items={bottomNavItems({ appData, platform })} /> : null}
      {permanent || !drawerWanted ? null : (
        <Drawer open={drawerOpen} onOpenChange={setDrawerOpen} title={messages.nav.label}>
          {nav}
        </Drawer>
      )}
      {overlays}
    </div>
  );
}
