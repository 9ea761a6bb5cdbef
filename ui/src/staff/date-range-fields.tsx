import { Field, Input } from '@app/ui';
import { useId } from 'react';
import { css } from '#styled-system/css';
import { staffUiMessages } from './messages';

/** Two days, 'YYYY-MM-DD' (Cairo days, as the api reads them), both included; '' when open. */
export interface DateRange {
  from: string;
  to: string;
}

export interface DateRangeFieldsProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** the group's name; 'المدة' by default */
  legend?: string;
  /** the latest day that may be picked (today, for reports) */
  max?: string;
}

/** From / to as native date inputs (the phone's own picker), grouped, with a check of their order. */
export function DateRangeFields({ value, onChange, legend, max }: DateRangeFieldsProps) {
  const t = staffUiMessages.dateRange;
  const errorId = useId();
  const reversed = Boolean(value.from && value.to && value.from > value.to);
  return (
    <fieldset className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-start' })}>
      <legend className={css({ srOnly: true })}>{legend ?? t.legend}</legend>
      <Field label={t.from} invalid={reversed}>
        <Input
          type="date"
          value={value.from}
          max={value.to || max}
          aria-describedby={reversed ? errorId : undefined}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
        />
      </Field>
      <Field label={t.to} invalid={reversed}>
        <Input
          type="date"
          value={value.to}
          min={value.from || undefined}
          max={max}
          onChange={(e) => onChange({ ...value, to: e.target.value })}
        />
      </Field>
      {reversed ? (
        <p
          id={errorId}
          role="alert"
          className={css({ color: 'danger.text', textStyle: 'small', flexBasis: 'full' })}
        >
          {t.order}
        </p>
      ) : null}
    </fieldset>
  );
}
