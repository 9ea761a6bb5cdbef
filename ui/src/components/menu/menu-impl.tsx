import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { css } from '#styled-system/css';
import type { MenuProps } from './menu';

const contentClass = css({
  minWidth: '48',
  bg: 'bg.surface',
  color: 'fg',
  borderRadius: 'md',
  boxShadow: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  paddingBlock: '1',
  zIndex: 'popover',
  _focusVisible: { outline: 'none' },
});

const itemClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  paddingInline: '4',
  minHeight: '10',
  cursor: 'pointer',
  textAlign: 'start',
  _highlighted: { bg: 'primary.subtle', color: 'primary.text' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  '&[data-danger]': { color: 'danger.text' },
});

export function Menu({ trigger, items, onSelect, placement = 'bottom-end', defaultOpen }: MenuProps) {
  return (
    <ArkMenu.Root
      positioning={{ placement }}
      defaultOpen={defaultOpen}
      onSelect={(details) => onSelect(details.value)}
    >
      <ArkMenu.Trigger asChild>{trigger}</ArkMenu.Trigger>
      <Portal>
        <ArkMenu.Positioner>
          <ArkMenu.Content className={contentClass}>
            {items.map((item) => (
              <ArkMenu.Item
                key={item.value}
                value={item.value}
                disabled={item.disabled}
                data-danger={item.danger ? '' : undefined}
                className={itemClass}
              >
                {item.icon}
                {item.label}
              </ArkMenu.Item>
            ))}
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </Portal>
    </ArkMenu.Root>
  );
}
