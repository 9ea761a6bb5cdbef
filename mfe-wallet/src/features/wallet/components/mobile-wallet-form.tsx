import { formatMoney, messageFor, normalizeDigits, useSession } from '@app/shared-contracts';
import { mobileWalletTopUpMessages, walletMessages } from '@app/shared-contracts/errors';
import { Button, Field, Input, Textarea } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useRechargeMobileWallet } from '../api/recharge-mobile-wallet';
import { ReceiptPicker } from './receipt-picker';

const t = messages.topUp;

export interface CheckoutFormProps {
  amount: number;
  /** The api's message; `reload: false` skips the wallet's reload (spec 3 §4, manual method). */
  onDone: (message: string, options?: { reload?: boolean }) => void;
}

/**
 * Step 1 of mobile_wallets (spec 3 §2.4, §5): the number to pay to, the payer number and the
 * receipt image (both required), an optional message; the request ends 'under review'.
 */
export function MobileWalletForm({ amount, onDone }: CheckoutFormProps) {
  const payTo = useSession((s) => s.appData?.recharge_info.mobile_wallet_number ?? null);
  const [payer, setPayer] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const send = useRechargeMobileWallet();
  const payerNumber = normalizeDigits(payer).replace(/\s+/g, '');
  const missing = !payerNumber || !receipt;
  const error =
    tried && missing
      ? walletMessages.fillRequired
      : send.error
        ? messageFor(send.error, mobileWalletTopUpMessages, mobileWalletTopUpMessages.fallback)
        : null;

  function submit() {
    setTried(true);
    if (missing) return;
    send.mutate(
      { amount, payerNumber, receipt, message: message.trim() || undefined },
      { onSuccess: (answer) => onDone(answer.message) },
    );
  }

  return (
    <form
      // the spec's own messages, not the browser's
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p>{t.payAmount(formatMoney(amount))}</p>
      {payTo ? (
        <p>
          {t.payTo}{' '}
          <bdi dir="ltr" className={css({ fontWeight: 'bold' })}>
            {payTo}
          </bdi>
        </p>
      ) : null}
      <Field
        label={t.payerNumber}
        required
        invalid={tried && !payerNumber}
        errorText={walletMessages.emptyField}
      >
        <Input
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete="tel"
          value={payer}
          onChange={(e) => setPayer(e.target.value)}
        />
      </Field>
      <ReceiptPicker
        file={receipt}
        onChange={setReceipt}
        required
        error={tried && !receipt ? walletMessages.emptyField : null}
      />
      <Field label={t.message}>
        <Textarea rows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
      </Field>
      {error ? <Notice tone="danger">{error}</Notice> : null}
      <Button type="submit" loading={send.isPending} fullWidth>
        {t.send}
      </Button>
    </form>
  );
}
