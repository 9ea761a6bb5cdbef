import { Link } from '@app/router';
import { pathFor, useSession } from '@app/shared-contracts';
import { ArrowBackIcon, Button, IconButton, MenuIcon, SearchIcon } from '@app/ui';
import { useState } from 'react';
import { css, cx } from '#styled-system/css';
import { externalLinks } from '../../../config/external-links';
import { messages } from '../../../messages';
import { Logo } from './logo';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';

const bar = css({
  position: 'sticky',
  insetBlockStart: '0',
  zIndex: 'sticky',
  display: 'flex',
  alignItems: 'center',
  gap: { base: '1', md: '3' },
  minHeight: '16',
  paddingInline: { base: '2', md: '4' },
  // A guest's phone search opens as a second row of the bar.
  flexWrap: 'wrap',
  bg: 'bg.surface',
  borderBlockEnd: '1px solid',
  borderColor: 'border',
});
const brand = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  color: 'primary.text',
  textDecoration: 'none',
  fontWeight: 'bold',
  flexShrink: 0,
  // WCAG 2.5.5: the logo is a 44 × 44 px tap target on phones.
  minHeight: '11',
  minWidth: '11',
  justifyContent: 'center',
  borderRadius: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus' },
});
const desktopOnly = css({ display: { base: 'none', md: 'flex' }, alignItems: 'center', gap: '2' });
const guestSearch = css({
  display: { base: 'none', md: 'flex' },
  flex: '1',
  minWidth: '0',
  maxWidth: '420px',
});
const phoneOnly = css({ display: { base: 'inline-flex', md: 'none' } });
const searchRow = css({ display: { base: 'flex', md: 'none' }, width: '100%', paddingBlockEnd: '2' });
const guestNav = css({ display: 'flex', alignItems: 'center', gap: { base: '0.5', md: '2' }, flexShrink: 0 });
// Three buttons fit a 360 px bar beside the menu and the logo (or the back button).
const compact = css({ paddingInline: { base: '1.5', md: '3' }, fontSize: { base: 'xs', md: 'sm' } });
const hideOnPhone = css({ display: { base: 'none', md: 'flex' } });
const external = css({
  color: 'primary.text',
  fontSize: 'sm',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  whiteSpace: 'nowrap',
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus' },
});

export interface TopBarProps {
  showMenuButton: boolean;
  /** Where the menu button shows (the server's markup: on phones only, beside a side panel). */
  menuButtonClassName?: string;
  onMenu: () => void;
  showBack: boolean;
}

export function TopBar({ showMenuButton, menuButtonClassName, onMenu, showBack }: TopBarProps) {
  const signedIn = useSession((s) => Boolean(s.token));
  const [searchOpen, setSearchOpen] = useState(false);
  return (
    <header className={bar}>
      {showMenuButton ? (
        <IconButton aria-label={messages.topBar.openMenu} onClick={onMenu} className={menuButtonClassName}>
          <MenuIcon />
        </IconButton>
      ) : null}
      {showBack ? (
        <IconButton aria-label={messages.topBar.back} onClick={() => window.history.back()}>
          <ArrowBackIcon />
        </IconButton>
      ) : null}
      <Link
        to={pathFor(signedIn ? 'home' : 'welcome')}
        className={cx(brand, !signedIn && showBack && hideOnPhone)}
        aria-label={`${messages.appName} - ${messages.topBar.home}`}
      >
        <Logo />
        <span className={css({ display: { base: 'none', sm: 'inline' } })}>{messages.appName}</span>
      </Link>
      {signedIn ? (
        <SearchBox />
      ) : (
        // On a phone the guest's three buttons take the room: the search opens below them (issue 31).
        <>
          <div className={guestSearch}>
            <SearchBox />
          </div>
          <IconButton
            aria-label={messages.topBar.openSearch}
            aria-expanded={searchOpen}
            aria-controls="guest-phone-search"
            className={phoneOnly}
            onClick={() => setSearchOpen((open) => !open)}
          >
            <SearchIcon />
          </IconButton>
        </>
      )}
      <div className={css({ flex: { base: '0', md: '1' } })} />
      {signedIn ? (
        <UserMenu />
      ) : (
        <>
          <div className={desktopOnly}>
            <a className={external} href={externalLinks.quizShow} target="_blank" rel="noopener noreferrer">
              {messages.nav.quizShow}
            </a>
            <a
              className={external}
              href={externalLinks.psychSupport}
              target="_blank"
              rel="noopener noreferrer"
            >
              {messages.nav.psychSupport}
            </a>
          </div>
          {/* Spec 1 §2: courses, register and login for guests at every width. */}
          <nav aria-label={messages.guest.courses} className={guestNav}>
            <Button asChild variant="ghost" size="sm" className={compact}>
              <Link to={pathFor('courses')}>{messages.guest.courses}</Link>
            </Button>
            <Button asChild variant="outline" size="sm" className={compact}>
              <Link to={pathFor('register')}>{messages.guest.register}</Link>
            </Button>
            <Button asChild size="sm" className={compact}>
              <Link to={pathFor('login')}>{messages.guest.login}</Link>
            </Button>
          </nav>
        </>
      )}
      {!signedIn && searchOpen ? (
        <div id="guest-phone-search" className={searchRow}>
          <SearchBox autoFocus />
        </div>
      ) : null}
    </header>
  );
}
