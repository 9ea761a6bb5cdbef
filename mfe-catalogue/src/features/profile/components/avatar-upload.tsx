import { profileMessages, sessionStore, type User } from '@app/shared-contracts';
import { Avatar, CameraIcon, IconButton, snack } from '@app/ui';
import { useRef, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { uploadAvatar } from '../api/upload-avatar';
import { saveErrorMessage } from '../hooks/save-error';

/** Avatar with its change button: image files only (spec 1 §5); the api checks the bytes too. */
export function AvatarUpload({ user }: { user: User }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  async function pick(file: File | undefined) {
    if (fileRef.current) fileRef.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return void snack(profileMessages.avatarNotImage, 'error');
    setBusy(true);
    try {
      sessionStore.getState().setUser(await uploadAvatar(file));
      snack(profileMessages.avatarSuccess, 'success');
    } catch (err) {
      snack(saveErrorMessage(err, profileMessages.avatarFailure), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={css({ position: 'relative', display: 'inline-flex' })}>
      <Avatar name={user.name} src={user.avatar} size="xl" />
      <IconButton
        aria-label={messages.profile.changeAvatar}
        variant="solid"
        size="sm"
        disabled={busy}
        className={css({ position: 'absolute', insetBlockEnd: 0, insetInlineEnd: 0 })}
        onClick={() => fileRef.current?.click()}
      >
        <CameraIcon />
      </IconButton>
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        hidden
        aria-label={messages.profile.changeAvatar}
        onChange={(e) => void pick(e.currentTarget.files?.[0])}
      />
    </div>
  );
}
