import { Link } from '@app/router';
import { formatMoney, type PayBy, pathFor, rechargeAmount } from '@app/shared-contracts';
import { Field, Input, RadioGroup } from '@app/ui';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { messages } from '../../../messages';

const t = messages.checkout;
const noteClass = css({ fontSize: 'sm', color: 'fg.muted' });
const shortClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  color: 'warning.text',
});

export function MethodChoice(props: { methods: PayBy[]; value: PayBy | null; onChange: (m: PayBy) => void }) {
  return (
    <RadioGroup
      label={t.method}
      name="pay_by"
      items={props.methods.map((method) => ({
        value: method,
        label: method === 'wallet' ? t.wallet : t.paycard,
      }))}
      value={props.value}
      onValueChange={(v) => props.onChange(v as PayBy)}
    />
  );
}

/**
 * Balance and shortfall. On iOS too (prices hidden, spec 1 §6) the shortfall names its amount and
 * the recharge link carries it: a student told only "not enough" cannot know what to add (issue 31).
 */
export function WalletInfo({ price, balance }: { price: number; balance: number }) {
  const amount = rechargeAmount(price, balance);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={noteClass}>{t.balance(formatMoney(balance))}</p>
      {balance < price ? (
        <div className={shortClass}>
          <span>{t.shortfall(formatMoney(amount))}</span>
          <Link
            className={button({ variant: 'outline', size: 'sm' })}
            to={pathFor('wallet', {}, { recharge: amount })}
          >
            {t.recharge}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

/** The pay-card code: spaces are stripped as it is typed (spec 2 §5); Arabic-Indic digits are kept. */
export function PaycardCode({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <Field label={t.code} helperText={t.codeHint}>
      <Input
        value={value}
        onChange={(e) => onChange(e.currentTarget.value.replace(/\s+/g, ''))}
        inputMode="text"
        autoComplete="off"
        dir="ltr"
      />
    </Field>
  );
}
