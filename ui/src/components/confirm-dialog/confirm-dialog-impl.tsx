import { useDialogContext } from '@ark-ui/react/dialog';
import { type Ref, useRef, useState } from 'react';
import { uiMessages } from '../../messages';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog-impl';
import type { ConfirmDialogProps } from './confirm-dialog';

function ConfirmActions({
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger,
  cancelRef,
}: Required<Pick<ConfirmDialogProps, 'confirmLabel' | 'cancelLabel' | 'onConfirm'>> &
  Pick<ConfirmDialogProps, 'onCancel' | 'danger'> & { cancelRef: Ref<HTMLButtonElement> }) {
  const dialog = useDialogContext();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      dialog.setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        ref={cancelRef}
        variant="outline"
        disabled={busy}
        onClick={() => {
          onCancel?.();
          dialog.setOpen(false);
        }}
      >
        {cancelLabel}
      </Button>
      <Button variant={danger ? 'danger' : 'solid'} loading={busy} onClick={confirm}>
        {confirmLabel}
      </Button>
    </>
  );
}

/** A yes/no question (role alertdialog). Focus starts on cancel and returns to the trigger on close. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = uiMessages.confirm,
  cancelLabel = uiMessages.cancel,
  onConfirm,
  onCancel,
  danger,
  ...rest
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      {...rest}
      role="alertdialog"
      title={title}
      description={message}
      hideCloseButton
      initialFocusEl={() => cancelRef.current}
      footer={
        <ConfirmActions
          confirmLabel={confirmLabel}
          cancelLabel={cancelLabel}
          onConfirm={onConfirm}
          onCancel={onCancel}
          danger={danger}
          cancelRef={cancelRef}
        />
      }
    />
  );
}
