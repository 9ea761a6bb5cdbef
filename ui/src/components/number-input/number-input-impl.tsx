import { NumberInput as ArkNumberInput } from '@ark-ui/react/number-input';
import { css, cx } from '#styled-system/css';
import { input } from '#styled-system/recipes';
import { uiMessages } from '../../messages';
import { MinusIcon, PlusIcon } from '../icons/icons';
import type { NumberInputProps } from './number-input';

const DEFAULT_FORMAT: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 20 };

const controlClass = css({ display: 'flex', alignItems: 'stretch', gap: '1' });
const stepClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '10',
  flexShrink: 0,
  borderRadius: 'md',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  color: 'primary.text',
  cursor: 'pointer',
  _hover: { bg: 'primary.subtle' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
});

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
      className={cx(css({ display: 'flex', flexDirection: 'column', gap: '1.5' }), className)}
    >
      <ArkNumberInput.Label className={css({ textStyle: 'label' })}>{label}</ArkNumberInput.Label>
      <ArkNumberInput.Control className={controlClass}>
        <ArkNumberInput.Input className={cx(input(), css({ textAlign: 'center' }))} />
        <ArkNumberInput.IncrementTrigger className={stepClass} aria-label={uiMessages.increment}>
          <PlusIcon />
        </ArkNumberInput.IncrementTrigger>
        <ArkNumberInput.DecrementTrigger className={stepClass} aria-label={uiMessages.decrement}>
          <MinusIcon />
        </ArkNumberInput.DecrementTrigger>
      </ArkNumberInput.Control>
    </ArkNumberInput.Root>
  );
}
