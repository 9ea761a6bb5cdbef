import {
  AMOUNT_MESSAGES,
  errorCodeOf,
  formatMoney,
  MIN_TRANSFER_AMOUNT,
  MONEY_LIMITS,
  messageFor,
  normalizeDigits,
  useIdempotencyKey,
  useSession,
} from '@app/shared-contracts';
import { transferMessages } from '@app/shared-contracts/errors';
import { Button, Dialog, Field, Input, toaster } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useRecipient } from '../api/get-recipient';
import { useTransferBalance } from '../api/transfer-balance';
import { useDebounced } from '../hooks/use-debounced';

const t = messages.transfer;
// Spec 3 §8: the transfer's success message stays 2 s.
const SUCCESS_DURATION = 2000;
const LOOKUP_DELAY_MS = 400;

/** The recipient must get something: above the fee (in piasters), and never below the spec's 0.5. */
const minTransfer = (fee: number) =>
  fee > 0 ? Math.max(MIN_TRANSFER_AMOUNT, (Math.round(fee * 100) + 1) / 100) : MIN_TRANSFER_AMOUNT;

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
  const amount = Number(normalizeDigits(amountText));
  const cleanAddress = normalizeDigits(address).replace(/\s+/g, '');
  const recipient = useRecipient(useDebounced(cleanAddress, LOOKUP_DELAY_MS));
  const lookupCode = recipient.error ? errorCodeOf(recipient.error) : null;
  // An unknown or own address stops here; a lookup that failed otherwise (limit, network) does not.
  const refused = lookupCode === 'WALLET_NOT_FOUND' || lookupCode === 'CANNOT_TRANSFER_TO_YOURSELF';
  const minAmount = minTransfer(fee);
  const entered = amountText.trim() !== '' && Number.isFinite(amount);
  // Said before confirm: the api refuses an amount not above the fee, and did so without the minimum.
  const tooSmall = entered && amount < minAmount;
  const valid =
    entered && amount >= minAmount && amount <= MONEY_LIMITS.maxTransfer && cleanAddress !== '' && !refused;
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
            // the serial isolated left-to-right and whole: in Arabic text it broke across lines
            description: (
              <>
                {t.done(formatMoney(answer.amount))}
                <bdi dir="ltr" className={css({ whiteSpace: 'nowrap', unicodeBidi: 'isolate' })}>
                  {answer.serial}
                </bdi>
              </>
            ),
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
          invalid={tooSmall}
          errorText={t.tooSmall(formatMoney(minAmount))}
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
        <Field
          label={t.address}
          invalid={refused}
          errorText={
            lookupCode === 'CANNOT_TRANSFER_TO_YOURSELF'
              ? transferMessages.CANNOT_TRANSFER_TO_YOURSELF
              : transferMessages.WALLET_NOT_FOUND
          }
          helperText={recipient.data ? t.recipient(recipient.data) : undefined}
        >
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
