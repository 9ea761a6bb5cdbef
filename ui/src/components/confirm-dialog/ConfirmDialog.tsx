import { useDialogContext } from '@ark-ui/react/dialog';
import { type ReactNode, type Ref, useRef, useState } from 'react';
import { uiMessages } from '../../messages';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';

export interface ConfirmDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** May return a promise: the confirm button shows a spinner until it settles, then the dialog closes. */
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
  /** Destructive action: the confirm button is red. */
  danger?: boolean;
}

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
