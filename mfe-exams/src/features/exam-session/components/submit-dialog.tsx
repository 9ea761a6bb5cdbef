import { pluralAr } from '@app/shared-contracts';
import { ConfirmDialog } from '@app/ui';
import { messages } from '../../../messages';

const t = messages.submitDialog;

/** The unanswered count in Arabic plural forms (Intl.PluralRules), or that all are answered. */
export function unansweredText(n: number): string {
  return n === 0 ? t.allAnswered : pluralAr(n, t.unanswered);
}

export interface SubmitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unanswered: number;
  onConfirm: () => Promise<void> | void;
}

export function SubmitDialog({ open, onOpenChange, unanswered, onConfirm }: SubmitDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      message={unansweredText(unanswered)}
      confirmLabel={t.confirm}
      cancelLabel={t.cancel}
      onConfirm={onConfirm}
    />
  );
}
