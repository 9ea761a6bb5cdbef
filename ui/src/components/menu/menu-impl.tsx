import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { menu } from '#styled-system/recipes';
import type { MenuProps } from './menu';

export function Menu({ trigger, items, onSelect, placement = 'bottom-end', defaultOpen }: MenuProps) {
  const styles = menu();
  return (
    <ArkMenu.Root
      positioning={{ placement }}
      defaultOpen={defaultOpen}
      onSelect={(details) => onSelect(details.value)}
    >
      <ArkMenu.Trigger asChild>{trigger}</ArkMenu.Trigger>
      <Portal>
        <ArkMenu.Positioner>
          <ArkMenu.Content className={styles.content}>
            {items.map((item) => (
              <ArkMenu.Item
                key={item.value}
                value={item.value}
                disabled={item.disabled}
                data-danger={item.danger ? '' : undefined}
                className={styles.item}
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
