import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { useMemo } from 'react';
import { css, cx } from '#styled-system/css';
import { input } from '#styled-system/recipes';
import { uiMessages } from '../../messages';
import { CheckIcon, ChevronDownIcon } from '../icons/icons';
import type { SelectProps } from './select';

const labelClass = css({ textStyle: 'label', color: 'fg' });
const triggerClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
});
const contentClass = css({
  bg: 'bg.surface',
  borderRadius: 'md',
  boxShadow: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  paddingBlock: '1',
  maxHeight: '64',
  overflowY: 'auto',
  zIndex: 'popover',
  _focusVisible: { outline: 'none' },
});
const itemClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  paddingInline: '3',
  minHeight: '10',
  cursor: 'pointer',
  _highlighted: { bg: 'primary.subtle' },
  _selected: { fontWeight: 'bold', color: 'primary.text' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
});

/** Single-choice select (Ark Select): keyboard and typeahead, with a hidden native select for forms. */
export function Select({
  label,
  items,
  value,
  defaultValue,
  onValueChange,
  placeholder = uiMessages.selectPlaceholder,
  name,
  disabled,
  invalid,
  required,
  className,
}: SelectProps) {
  const collection = useMemo(
    () =>
      createListCollection({
        items,
        itemToString: (item) => item.label,
        itemToValue: (item) => item.value,
        isItemDisabled: (item) => Boolean(item.disabled),
      }),
    [items],
  );
  return (
    <ArkSelect.Root
      collection={collection}
      value={value === undefined ? undefined : value ? [value] : []}
      defaultValue={defaultValue ? [defaultValue] : undefined}
      onValueChange={(details) => onValueChange?.(details.value[0] ?? null)}
      name={name}
      disabled={disabled}
      invalid={invalid}
      required={required}
      // Rendered in place (no portal) so that inside a modal dialog the options stay in the
      // dialog's accessibility tree; fixed positioning keeps them from being clipped by it.
      positioning={{ strategy: 'fixed', sameWidth: true }}
      className={cx(css({ display: 'flex', flexDirection: 'column', gap: '1.5' }), className)}
    >
      <ArkSelect.Label className={labelClass}>{label}</ArkSelect.Label>
      <ArkSelect.Control>
        <ArkSelect.Trigger className={cx(input(), triggerClass)}>
          <ArkSelect.ValueText placeholder={placeholder} />
          <ArkSelect.Indicator>
            <ChevronDownIcon />
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      <ArkSelect.Positioner>
        <ArkSelect.Content className={contentClass}>
          {collection.items.map((item) => (
            <ArkSelect.Item key={item.value} item={item} className={itemClass}>
              <ArkSelect.ItemText>{item.label}</ArkSelect.ItemText>
              <ArkSelect.ItemIndicator>
                <CheckIcon />
              </ArkSelect.ItemIndicator>
            </ArkSelect.Item>
          ))}
        </ArkSelect.Content>
      </ArkSelect.Positioner>
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  );
}
