import { defineSlotRecipe } from '@pandacss/dev';

export const tabsRecipe = defineSlotRecipe({
  className: 'tabs',
  description: 'Tabs (Ark parts); `placeholder` holds the strip while the chunk loads',
  jsx: [],
  slots: ['list', 'trigger', 'content', 'placeholder'],
  base: {
    list: {
      display: 'flex',
      gap: '1',
      borderBlockEndWidth: '1px',
      borderBlockEndStyle: 'solid',
      borderBlockEndColor: 'border',
      overflowX: 'auto',
      scrollbarWidth: 'none',
    },
    trigger: {
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
    },
    content: { paddingBlock: '4' },
    placeholder: { minHeight: '11' },
  },
  variants: {
    fitted: { true: { trigger: { flex: '1' } } },
  },
});
