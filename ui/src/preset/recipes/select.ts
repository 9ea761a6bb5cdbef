import { defineSlotRecipe } from '@pandacss/dev';

// The trigger is also the shared `input` recipe.
export const selectRecipe = defineSlotRecipe({
  className: 'select',
  description: 'Single-choice select (Ark Select parts)',
  jsx: [],
  slots: ['root', 'label', 'trigger', 'content', 'item'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { textStyle: 'label', color: 'fg' },
    trigger: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' },
    content: {
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
    },
    item: {
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
    },
  },
});
