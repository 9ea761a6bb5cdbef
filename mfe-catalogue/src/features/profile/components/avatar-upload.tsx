import type { SessionUser } from '@app/shared-contracts';
import { profileMessages } from '@app/shared-contracts/errors';
import { Avatar, FileTrigger, IconButton, icon, snack } from '@app/ui';
import { Camera } from 'lucide-react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useUploadAvatar } from '../api/upload-avatar';
import { saveErrorMessage } from '../hooks/save-error';

const CameraIcon = icon(Camera);

/** Avatar with its change button: image files only (spec 1 §5); the api checks the bytes too. */
export function AvatarUpload({ user }: { user: SessionUser }) {
  const upload = useUploadAvatar();
  function pick(file: File) {
    if (!file.type.startsWith('image/')) return void snack(profileMessages.avatarNotImage, 'error');
    upload.mutate(file, {
      onSuccess: () => snack(profileMessages.avatarSuccess, 'success'),
      onError: (err) => snack(saveErrorMessage(err, profileMessages.avatarFailure), 'error'),
    });
  }
  return (
    <div className={css({ position: 'relative', display: 'inline-flex' })}>
      <Avatar name={user.name} src={user.avatar} size="xl" />
      <FileTrigger accept="image/*" label={messages.profile.changeAvatar} onFile={pick}>
        {(open) => (
          <IconButton
            aria-label={messages.profile.changeAvatar}
            variant="solid"
            size="sm"
            disabled={upload.isPending}
            className={css({ position: 'absolute', insetBlockEnd: 0, insetInlineEnd: 0 })}
            onClick={open}
          >
            <CameraIcon />
          </IconButton>
        )}
      </FileTrigger>
    </div>
  );
}
