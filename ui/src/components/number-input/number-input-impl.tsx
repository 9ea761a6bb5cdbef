import { NumberInput as ArkNumberInput } from '@ark-ui/react/number-input';
import { cx } from '#styled-system/css';
import { input, numberInput } from '#styled-system/recipes';
import { uiMessages } from '../../messages';
import { MinusIcon, PlusIcon } from '../icons/icons';
import type { NumberInputProps } from './number-input';

const DEFAULT_FORMAT: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 20 };

/** Number field (Ark NumberInput): arrow keys step, Arabic-Indic digits are parsed. */
export function NumberInput({
  label,
  value,
  defaultValue,
  onValueChange,
  min,
  max,
  step,
  name,
  disabled,
  invalid,
  required,
  formatOptions,
  className,
}: NumberInputProps) {
  const styles = numberInput();
  return (
    <ArkNumberInput.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={(details) => onValueChange?.(details.value, details.valueAsNumber)}
      min={min}
      max={max}
      step={step}
      name={name}
      disabled={disabled}
      invalid={invalid}
      required={required}
      // Ark parses with Intl only when formatOptions is set (otherwise parseFloat), and a locale
      // without a forced numbering system accepts both Western and Arabic-Indic digits (٠١٢٣٤٥٦٧٨٩);
      // the value is then shown with Western digits.
      formatOptions={formatOptions ?? DEFAULT_FORMAT}
      locale="en-US"
      className={cx(styles.root, className)}
    >
      <ArkNumberInput.Label className={styles.label}>{label}</ArkNumberInput.Label>
      <ArkNumberInput.Control className={styles.control}>
        <ArkNumberInput.Input className={cx(input(), styles.input)} />
        <ArkNumberInput.IncrementTrigger className={styles.trigger} aria-label={uiMessages.increment}>
          <PlusIcon />
        </ArkNumberInput.IncrementTrigger>
        <ArkNumberInput.DecrementTrigger className={styles.trigger} aria-label={uiMessages.decrement}>
          <MinusIcon />
        </ArkNumberInput.DecrementTrigger>
      </ArkNumberInput.Control>
    </ArkNumberInput.Root>
  );
}
