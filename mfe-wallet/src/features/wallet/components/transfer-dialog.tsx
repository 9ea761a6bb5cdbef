import {
  errorCodeOf,
  fieldErrorsOf,
  formatMoney,
  MIN_TRANSFER_AMOUNT,
  MONEY_LIMITS,
  messageFor,
  useIdempotencyKey,
  useSession,
} from '@app/shared-contracts';
import { transferMessages } from '@app/shared-contracts/errors';
import { walletTransferBodySchema } from '@app/shared-contracts/schemas';
import { Button, Dialog, Field, firstError, Input, showServerErrors, toaster, validateWith } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useForm, useStore } from '@tanstack/react-form';
import { useMemo } from 'react';
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

/** The contract's body, and the fee's minimum said before confirm (the api refuses an amount not above the fee). */
const transferFormSchema = (minAmount: number) =>
  walletTransferBodySchema.superRefine((body, ctx) => {
    if (typeof body.amount === 'number' && body.amount < minAmount)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: t.tooSmall(formatMoney(minAmount)) });
  });

export interface TransferDialogProps {
  balance: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec 3 §2.5, §5: amount, recipient address, the fee shown as deducted, confirm when valid. */
export function TransferDialog({ balance, open, onOpenChange }: TransferDialogProps) {
  const fee = useSession((s) => s.appData?.transfer_fees ?? 0);
  const [key, renewKey] = useIdempotencyKey();
  const transfer = useTransferBalance();
  const minAmount = minTransfer(fee);
  const schema = useMemo(() => transferFormSchema(minAmount), [minAmount]);
  const form = useForm({
    defaultValues: { amount: '', wallet_address: '' },
    validators: { onChange: validateWith(schema) },
    onSubmit: ({ value }) => submit(value),
  });
  const values = useStore(form.store, (s) => s.values);
  const parsed = schema.safeParse(values);
  // The recipient is named from the address alone, read as the contract reads it (digits, spaces).
  const address = walletTransferBodySchema.shape.wallet_address.safeParse(values.wallet_address).data ?? '';
  const recipient = useRecipient(useDebounced(address, LOOKUP_DELAY_MS));
  const lookupCode = recipient.error ? errorCodeOf(recipient.error) : null;
  // An unknown or own address stops here; a lookup that failed otherwise (limit, network) does not.
  const refused = lookupCode === 'WALLET_NOT_FOUND' || lookupCode === 'CANNOT_TRANSFER_TO_YOURSELF';
  const valid = parsed.success && !refused;
  const error =
    transfer.error && !fieldErrorsOf(transfer.error)
      ? messageFor(transfer.error, transferMessages, transferMessages.fallback)
      : null;

  function close(next: boolean) {
    if (!next) {
      transfer.reset();
      form.reset();
    }
    onOpenChange(next);
  }

  function submit(value: typeof values) {
    const body = schema.safeParse(value);
    if (!body.success || refused) return;
    transfer.mutate(
      { body: body.data, idempotencyKey: key },
      {
        onError: (e) => {
          showServerErrors(form, fieldErrorsOf(e));
        },
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
        <Button onClick={() => form.handleSubmit()} loading={transfer.isPending} disabled={!valid} fullWidth>
          {t.confirm}
        </Button>
      }
    >
      <form
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
        onSubmit={(e) => {
          e.preventDefault();
          form.handleSubmit();
        }}
      >
        <form.Field name="amount">
          {(field) => {
            // said as soon as an amount is typed, not while the field is still empty
            const message = field.state.value.trim() ? firstError(field.state.meta.errors) : undefined;
            return (
              <Field
                label={t.amount}
                helperText={t.max(formatMoney(balance))}
                invalid={Boolean(message)}
                errorText={message}
              >
                <Input
                  type="number"
                  inputMode="decimal"
                  min={1}
                  max={Math.min(balance, MONEY_LIMITS.maxTransfer)}
                  step="0.01"
                  dir="ltr"
                  name="amount"
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                />
              </Field>
            );
          }}
        </form.Field>
        <form.Field name="wallet_address">
          {(field) => {
            const message = refused
              ? lookupCode === 'CANNOT_TRANSFER_TO_YOURSELF'
                ? transferMessages.CANNOT_TRANSFER_TO_YOURSELF
                : transferMessages.WALLET_NOT_FOUND
              : field.state.value.trim()
                ? firstError(field.state.meta.errors)
                : undefined;
            return (
              <Field
                label={t.address}
                invalid={Boolean(message)}
                errorText={message}
                helperText={recipient.data ? t.recipient(recipient.data) : undefined}
              >
                <Input
                  dir="ltr"
                  inputMode="numeric"
                  autoComplete="off"
                  name="wallet_address"
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                />
              </Field>
            );
          }}
        </form.Field>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {fee > 0
            ? t.fee(
                formatMoney(fee),
                formatMoney(Math.max(0, (valid && parsed.data ? parsed.data.amount : 0) - fee)),
              )
            : t.noFee}
        </p>
        {error ? <Notice tone="danger">{error}</Notice> : null}
      </form>
    </Dialog>
  );
}
