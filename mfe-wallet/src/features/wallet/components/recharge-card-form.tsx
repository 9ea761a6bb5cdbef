import { formatMoney, messageFor, normalizeDigits } from '@app/shared-contracts';
import { rechargeCardMessages, walletMessages } from '@app/shared-contracts/errors';
import { Button, Field, Input } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useRedeemRechargeCard } from '../api/redeem-recharge-card';

const t = messages.topUp;

/** Step 1 of recharge_card: the code (spaces stripped, Arabic-Indic digits read), its messages. */
export function RechargeCardForm({ onDone }: { onDone: (message: string) => void }) {
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const redeem = useRedeemRechargeCard();
  const error = empty
    ? walletMessages.fillRequired
    : redeem.error
      ? messageFor(redeem.error, rechargeCardMessages, rechargeCardMessages.fallback)
      : null;

  function submit() {
    const clean = normalizeDigits(code).replace(/\s+/g, '');
    setEmpty(!clean);
    if (!clean) return;
    // The api's message says the card worked; the student wants to know how much it added.
    redeem.mutate(
      { code: clean },
      { onSuccess: (a) => onDone(t.cardAdded(formatMoney(a.amount), formatMoney(a.balance))) },
    );
  }

  return (
    <form
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Field label={t.cardCode} invalid={empty} errorText={walletMessages.emptyField}>
        <Input dir="ltr" autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} />
      </Field>
      {error ? <Notice tone="danger">{error}</Notice> : null}
      <Button type="submit" loading={redeem.isPending} fullWidth>
        {t.redeem}
      </Button>
    </form>
  );
}
