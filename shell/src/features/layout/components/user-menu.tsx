import { useSession } from '@app/shared-contracts';
import { Avatar, ConfirmDialog, IconButton, LogoutIcon, Menu, UserIcon } from '@app/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { messages } from '../../../messages';
import { useLogout } from '../../auth/hooks/use-logout';

const m = messages.userMenu;

/** Profile, support and logout; logout asks first (spec 1 §2). */
export function UserMenu() {
  const [, navigate] = useLocation();
  const user = useSession((s) => s.user);
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Menu
        trigger={
          <IconButton aria-label={messages.topBar.userMenu}>
            {/* The button's name is the menu's; the avatar inside is decoration (axe: label-content-name-mismatch). */}
            <span aria-hidden="true">
              {user ? <Avatar name={user.name} src={user.avatar ?? undefined} size="sm" /> : <UserIcon />}
            </span>
          </IconButton>
        }
        items={[
          { value: 'profile', label: m.profile, icon: <UserIcon /> },
          { value: 'support', label: m.support },
          { value: 'logout', label: m.logout, icon: <LogoutIcon />, danger: true },
        ]}
        onSelect={(value) => {
          if (value === 'profile') navigate('/profile');
          else if (value === 'support') navigate('/help');
          else if (value === 'logout') setConfirming(true);
        }}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.logoutTitle}
        message={m.logoutBody}
        confirmLabel={m.logoutConfirm}
        cancelLabel={m.cancel}
        danger
        onConfirm={logout}
      />
    </>
  );
}
