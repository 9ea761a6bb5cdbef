import { type ReactNode, useId } from 'react';
import { cx } from '#styled-system/css';
import { radioGroup } from '#styled-system/recipes';

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

/** A single choice among a few options, as a fieldset of labelled radios. */
export function RadioGroup({ label, items, value, onValueChange, name, className }: RadioGroupProps) {
  const generated = useId();
  const styles = radioGroup();
  return (
    <fieldset className={cx(styles.root, className)}>
      <legend className={styles.legend}>{label}</legend>
      {items.map((item) => (
        <label key={item.value} className={styles.item}>
          <input
            type="radio"
            className={styles.control}
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
