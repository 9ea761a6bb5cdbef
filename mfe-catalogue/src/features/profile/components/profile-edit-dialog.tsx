import type { ProfileUpdateBody } from '@app/shared-contracts';
import { profileMessages } from '@app/shared-contracts/errors';
import { Button, Dialog, snack } from '@app/ui';
import type { FormEvent, ReactNode } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useUpdateProfile } from '../api/update-profile';
import { saveErrorMessage } from '../hooks/save-error';

const t = messages.profile;
export const alertClass = css({
  color: 'danger.text',
  bg: 'danger.subtle',
  borderRadius: 'md',
  paddingInline: '3',
  paddingBlock: '2',
  fontSize: 'sm',
});

export interface ProfileEditDialogProps {
  label: string;
  /** What PUT /profile receives; null keeps save disabled (empty or invalid input). */
  body: ProfileUpdateBody | null;
  onClose: () => void;
  children: ReactNode;
}

/** One info row's edit dialog: PUT /profile, the session user replaced by the answer (spec 1 §8). */
export function ProfileEditDialog({ label, body, onClose, children }: ProfileEditDialogProps) {
  const update = useUpdateProfile();
  const error = update.error ? saveErrorMessage(update.error, profileMessages.fallback) : null;
  function save(event: FormEvent) {
    event.preventDefault();
    if (!body) return;
    update.mutate(body, {
      onSuccess: () => {
        snack(profileMessages.success, 'success');
        onClose();
      },
    });
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t.edit(label)}>
      <form onSubmit={save} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {children}
        {error ? (
          <p role="alert" className={alertClass}>
            {error}
          </p>
        ) : null}
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!body}>
            {t.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
