import { Button, Dialog } from '@app/ui';
import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import type { ProfileFormState } from '../hooks/use-profile-form';

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
  /** The row's form (`useProfileForm`): save stays disabled while the contract refuses the value. */
  state: ProfileFormState;
  onClose: () => void;
  children: ReactNode;
}

/** One info row's edit dialog: PUT /profile, the session user replaced by the answer (spec 1 §8). */
export function ProfileEditDialog({ label, state, onClose, children }: ProfileEditDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t.edit(label)}>
      <form
        ref={state.formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          state.submit();
        }}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        {children}
        {state.error ? (
          <p role="alert" className={alertClass}>
            {state.error}
          </p>
        ) : null}
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
          <Button variant="outline" onClick={onClose} disabled={state.pending}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={state.pending} disabled={!state.valid}>
            {t.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
