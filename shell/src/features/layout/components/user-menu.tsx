import { useNavigate } from '@app/router';
import { pathFor, useSession } from '@app/shared-contracts';
import { ConfirmDialog, IconButton, LogoutIcon, Menu, UserIcon, useAfterFirstScreen } from '@app/ui';
import { useRef, useState } from 'react';
import { css } from '#styled-system/css';
import { useLogout } from '../../../lib/logout';
import { messages } from '../../../messages';

const m = messages.userMenu;
const photo = css({ inlineSize: '8', blockSize: '8', borderRadius: 'full', objectFit: 'cover' });

/** Profile, support and logout; logout asks first (spec 1 §2). */
export function UserMenu() {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  // The question opens from a menu item that is gone when it closes: focus goes back to the menu.
  const trigger = useRef<HTMLButtonElement>(null);
  // The closed question's dialog code waits until the first page is on screen (issue 9).
  const confirmWanted = useAfterFirstScreen() || confirming;
  return (
    <>
      <Menu
        trigger={
          <IconButton ref={trigger} aria-label={messages.topBar.userMenu}>
            {/* The photo or an icon, never initials: visible text inside a button named by aria-label
                must be part of that name (axe: label-content-name-mismatch). */}
            {user?.avatar ? <img src={user.avatar} alt="" className={photo} /> : <UserIcon />}
          </IconButton>
        }
        items={[
          { value: 'profile', label: m.profile, icon: <UserIcon /> },
          { value: 'support', label: m.support },
          { value: 'logout', label: m.logout, icon: <LogoutIcon />, danger: true },
        ]}
        onSelect={(value) => {
          if (value === 'profile') navigate(pathFor('profile'));
          else if (value === 'support') navigate(pathFor('help'));
          else if (value === 'logout') setConfirming(true);
        }}
      />
      {confirmWanted ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={m.logoutTitle}
          message={m.logoutBody}
          confirmLabel={m.logoutConfirm}
          cancelLabel={m.cancel}
          danger
          finalFocusEl={() => trigger.current}
          onConfirm={() => logout.mutate()}
        />
      ) : null}
    </>
  );
}
