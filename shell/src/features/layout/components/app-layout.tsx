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
// Where the width is unknown (the server), each layout's parts are rendered and CSS shows one.
const desktopPart = css({ display: { base: 'none!', md: 'contents!' } });
const phonePart = css({ display: { md: 'none!' } });
const phoneNavRoom = (unknown: boolean) =>
  unknown ? css({ paddingBlockEnd: { base: '20', md: '0' } }) : css({ paddingBlockEnd: '20' });
const phoneFooterRoom = (unknown: boolean) =>
  unknown ? css({ paddingBlockEnd: { base: '16', md: '0' } }) : css({ paddingBlockEnd: '16' });

export interface AppLayoutProps {
  /** The route table the pages come from. */
  table: readonly RouteDef[];
  /** Above the top bar (the e-mail bar); each decides itself whether it shows. */
  banner?: ReactNode;
  /** Dialogs over every page (the announcement). */
  overlays?: ReactNode;
  /**
   * Rendered where the screen's width is unknown (a signed-in student's first screen on the
   * server): the phone's bottom bar and the desktop's side panel are both in the markup, and the
   * stylesheet shows the one of the screen (issue 9).
   */
  widthUnknown?: boolean;
  children: ReactNode;
}

/** The frame around every page; the banner and overlays come from the app (other features). */
export function AppLayout({ table, banner, overlays, widthUnknown = false, children }: AppLayoutProps) {
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
  const panel = signedIn && !meta.temporaryMenu;
  const permanent = panel && isDesktop && !widthUnknown;
  const items = signedIn ? signedInDrawerItems({ appData, platform }) : guestDrawerItems();
  const showBottomNav = signedIn && (widthUnknown || !isDesktop);
  const nav = (inPanel: boolean) => (
    <nav aria-label={messages.nav.label}>
      <NavList items={items} onNavigate={inPanel ? undefined : () => setDrawerOpen(false)} />
    </nav>
  );
  const bottomNav = showBottomNav ? <BottomNav items={bottomNavItems({ appData, platform })} /> : null;
  const sidePanel = (
    <Drawer permanent title={messages.nav.label} className={permanentPanel}>
      {nav(true)}
    </Drawer>
  );

  return (
    <div className={cx(root, meta.whiteBackground && white)}>
      <a href="#main" className={skip}>
        {messages.skipToContent}
      </a>
      {banner}
      <TopBar
        showMenuButton={!permanent}
        menuButtonClassName={widthUnknown && panel ? phonePart : undefined}
        onMenu={() => setDrawerOpen(true)}
        showBack={Boolean(meta.backButton)}
      />
      <div className={row}>
        {permanent ? sidePanel : null}
        {widthUnknown && panel ? <div className={desktopPart}>{sidePanel}</div> : null}
        <main id="main" tabIndex={-1} className={cx(main, showBottomNav && phoneNavRoom(widthUnknown))}>
          {children}
        </main>
      </div>
      {meta.footer ? (
        <div className={cx(showBottomNav && phoneFooterRoom(widthUnknown))}>
          <AppFooter />
        </div>
      ) : null}
      {widthUnknown && bottomNav ? <div className={phonePart}>{bottomNav}</div> : bottomNav}
      {permanent || !drawerWanted ? null : (
        <Drawer open={drawerOpen} onOpenChange={setDrawerOpen} title={messages.nav.label}>
          {nav(false)}
        </Drawer>
      )}
      {overlays}
    </div>
  );
}
