import { Link } from '@app/router';
import { formatMoney, type PayBy, pathFor } from '@app/shared-contracts';
import { Field, Input } from '@app/ui';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { messages } from '../../../messages';

const t = messages.access;
const groupClass = css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', padding: 0 });
const optionClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  paddingInline: '3',
  minHeight: '11',
  borderRadius: 'md',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'primary', bg: 'primary.subtle' },
});
const noteClass = css({ fontSize: 'sm', color: 'fg.muted' });
const shortClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  color: 'warning.text',
});

/** Amount to recharge: price minus balance, or the whole price at zero balance (spec 1 §4). */
export function rechargeAmount(price: number, balance: number): number {
  const missing = balance > 0 ? price - balance : price;
  return Math.round(missing * 100) / 100;
}

export function MethodChoice(props: { methods: PayBy[]; value: PayBy | null; onChange: (m: PayBy) => void }) {
  return (
    <fieldset className={groupClass}>
      <legend className={css({ textStyle: 'label', marginBlockEnd: '2' })}>{t.method}</legend>
      {props.methods.map((method) => (
        <label key={method} className={optionClass}>
          <input
            type="radio"
            name="pay_by"
            value={method}
            checked={props.value === method}
            onChange={() => props.onChange(method)}
          />
          {method === 'wallet' ? t.wallet : t.paycard}
        </label>
      ))}
    </fieldset>
  );
}

export function WalletInfo({ price, balance }: { price: number; balance: number }) {
  const short = balance < price;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={noteClass}>{t.balance(formatMoney(balance))}</p>
      {short ? (
        <div className={shortClass}>
          <span>{t.shortfall(formatMoney(rechargeAmount(price, balance)))}</span>
          <Link
            className={button({ variant: 'outline', size: 'sm' })}
            to={pathFor('wallet', {}, { recharge: rechargeAmount(price, balance) })}
          >
            {t.recharge}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

export function PaycardCode({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <Field label={t.code} helperText={t.codeHint}>
      <Input
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        inputMode="text"
        autoComplete="off"
        dir="ltr"
      />
    </Field>
  );
}
