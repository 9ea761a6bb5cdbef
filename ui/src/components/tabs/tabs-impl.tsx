import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import { css, cx } from '#styled-system/css';
import type { TabsProps } from './tabs';

const listClass = css({
  display: 'flex',
  gap: '1',
  borderBlockEndWidth: '1px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'border',
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

const triggerClass = css({
  flexShrink: 0,
  paddingInline: '4',
  minHeight: '11',
  fontWeight: 'bold',
  color: 'fg.muted',
  bg: 'transparent',
  cursor: 'pointer',
  // Independent of the shell's reset: only the bottom border shows.
  borderWidth: '0',
  borderBlockEndWidth: '3px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'transparent',
  _selected: { color: 'primary.text', borderBlockEndColor: 'primary' },
  _hover: { color: 'primary.text' },
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '-2px' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
});

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
  return (
    <ArkTabs.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(details) => onValueChange?.(details.value)}
      lazyMount={!keepMounted}
      unmountOnExit={!keepMounted}
      className={className}
    >
      <ArkTabs.List aria-label={label} className={listClass}>
        {items.map((item) => (
          <ArkTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={cx(triggerClass, fitted && css({ flex: '1' }))}
          >
            {item.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className={css({ paddingBlock: '4' })}>
          {item.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}
