import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { useMemo } from 'react';
import { cx } from '#styled-system/css';
import { input, select } from '#styled-system/recipes';
import { uiMessages } from '../../messages';
import { CheckIcon, ChevronDownIcon } from '../icons/icons';
import type { SelectProps } from './select';

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
  const styles = select();
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
      className={cx(styles.root, className)}
    >
      <ArkSelect.Label className={styles.label}>{label}</ArkSelect.Label>
      <ArkSelect.Control>
        <ArkSelect.Trigger className={cx(input(), styles.trigger)}>
          <ArkSelect.ValueText placeholder={placeholder} />
          <ArkSelect.Indicator>
            <ChevronDownIcon />
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      <ArkSelect.Positioner>
        <ArkSelect.Content className={styles.content}>
          {collection.items.map((item) => (
            <ArkSelect.Item key={item.value} item={item} className={styles.item}>
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
