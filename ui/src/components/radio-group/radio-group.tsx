import { type ReactNode, useId } from 'react';
import { css, cx } from '#styled-system/css';

export interface RadioItem {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's visible name (its legend). */
  label: ReactNode;
  items: RadioItem[];
  value: string | null;
  onValueChange: (value: string) => void;
  /** Form name of the inputs; generated when omitted. */
  name?: string;
  className?: string;
}

const groupClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  border: 'none',
  padding: 0,
  margin: 0,
});
const legendClass = css({ textStyle: 'label', marginBlockEnd: '2', padding: 0 });
const optionClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  paddingInline: '3',
  minHeight: '11',
  borderRadius: 'md',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'primary', bg: 'primary.subtle' },
  '&:has(input:disabled)': { opacity: 0.55, cursor: 'not-allowed' },
});
// Native radios (keyboard and screen readers for free), drawn in the design system's colours.
const inputClass = css({
  appearance: 'none',
  flexShrink: 0,
  inlineSize: '5',
  blockSize: '5',
  margin: 0,
  borderRadius: 'full',
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  cursor: 'inherit',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: 'fast',
  _checked: { borderColor: 'primary', boxShadow: 'inset 0 0 0 3px {colors.bg.surface}', bg: 'primary' },
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
});

/** A single choice among a few options, as a fieldset of labelled radios. */
export function RadioGroup({ label, items, value, onValueChange, name, className }: RadioGroupProps) {
  const generated = useId();
  return (
    <fieldset className={cx(groupClass, className)}>
      <legend className={legendClass}>{label}</legend>
      {items.map((item) => (
        <label key={item.value} className={optionClass}>
          <input
            type="radio"
            className={inputClass}
            name={name ?? generated}
            value={item.value}
            checked={value === item.value}
            disabled={item.disabled}
            onChange={() => onValueChange(item.value)}
          />
          {item.label}
        </label>
      ))}
    </fieldset>
  );
}
