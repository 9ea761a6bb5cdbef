import {
  AMOUNT_MESSAGES,
  formatMoney,
  MIN_TRANSFER_AMOUNT,
  MONEY_LIMITS,
  messageFor,
  normalizeDigits,
  useIdempotencyKey,
  useSession,
} from '@app/shared-contracts';
import { transferMessages, transferSuccessMessage } from '@app/shared-contracts/errors';
import { Button, Dialog, Field, Input, toaster } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useTransferBalance } from '../api/transfer-balance';

const t = messages.transfer;
// Spec 3 §8: the transfer's success message stays 2 s.
const SUCCESS_DURATION = 2000;

export interface TransferDialogProps {
  balance: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec 3 §2.5, §5: amount, recipient address, the fee shown as deducted, confirm when valid. */
export function TransferDialog({ balance, open, onOpenChange }: TransferDialogProps) {
  const fee = useSession((s) => s.appData?.transfer_fees ?? 0);
  const [amountText, setAmountText] = useState('');
  const [address, setAddress] = useState('');
  const [key, renewKey] = useIdempotencyKey();
  const transfer = useTransferBalance();
  const amount = Number(normalizeDigits(amountText).replace('٫', '.'));
  const cleanAddress = normalizeDigits(address).replace(/\s+/g, '');
  const valid =
    amountText.trim() !== '' &&
    Number.isFinite(amount) &&
    amount >= MIN_TRANSFER_AMOUNT &&
    amount <= MONEY_LIMITS.maxTransfer &&
    cleanAddress !== '';
  const error = transfer.error
    ? messageFor(transfer.error, transferMessages, transferMessages.fallback)
    : null;

  function close(next: boolean) {
    if (!next) {
      transfer.reset();
      setAmountText('');
      setAddress('');
    }
    onOpenChange(next);
  }

  function submit() {
    if (!valid) return;
    transfer.mutate(
      { body: { amount, wallet_address: cleanAddress }, idempotencyKey: key },
      {
        onSuccess: (answer) => {
          renewKey();
          close(false);
          toaster.create({
            description: transferSuccessMessage(formatMoney(answer.amount), answer.serial),
            type: 'success',
            duration: SUCCESS_DURATION,
            meta: { kind: 'snack' },
          });
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t.title}
      footer={
        <Button onClick={submit} loading={transfer.isPending} disabled={!valid} fullWidth>
          {t.confirm}
        </Button>
      }
    >
      <form
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Field
          label={t.amount}
          helperText={
            amount > MONEY_LIMITS.maxTransfer ? AMOUNT_MESSAGES.transferTooLarge : t.max(formatMoney(balance))
          }
        >
          <Input
            type="number"
            inputMode="decimal"
            min={1}
            max={Math.min(balance, MONEY_LIMITS.maxTransfer)}
            step="0.01"
            dir="ltr"
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
          />
        </Field>
        <Field label={t.address}>
          <Input
            dir="ltr"
            inputMode="numeric"
            autoComplete="off"
            value={address}
            onChange={(e) => setAddress(e.target.value)}
          />
        </Field>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {fee > 0 ? t.fee(formatMoney(fee), formatMoney(Math.max(0, (valid ? amount : 0) - fee))) : t.noFee}
        </p>
        {error ? <Notice tone="danger">{error}</Notice> : null}
      </form>
    </Dialog>
  );
}
