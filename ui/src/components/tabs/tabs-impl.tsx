import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import { tabs } from '#styled-system/recipes';
import type { TabsProps } from './tabs';

/** Tabs (Ark): arrow keys move between tabs following the reading direction, Home/End jump. */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  keepMounted = false,
  fitted = false,
  className,
}: TabsProps) {
  const styles = tabs({ fitted });
  return (
    <ArkTabs.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(details) => onValueChange?.(details.value)}
      lazyMount={!keepMounted}
      unmountOnExit={!keepMounted}
      className={className}
    >
      <ArkTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <ArkTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger}
          >
            {item.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className={styles.content}>
          {item.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}
