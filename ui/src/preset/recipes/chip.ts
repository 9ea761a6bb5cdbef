import { defineSlotRecipe } from '@pandacss/dev';

export const chipRecipe = defineSlotRecipe({
  className: 'chip',
  description: 'Filter chips (toggle buttons) and removable tags',
  jsx: [],
  slots: ['root', 'remove'],
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      minHeight: '8',
      paddingInline: '3',
      borderRadius: 'full',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      bg: 'bg.surface',
      color: 'fg',
      fontSize: 'sm',
      whiteSpace: 'nowrap',
      '&[aria-pressed=true]': { bg: 'primary', color: 'primary.fg', borderColor: 'primary' },
      _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
    },
    remove: {
      display: 'inline-flex',
      borderRadius: 'full',
      cursor: 'pointer',
      // Pulls the × to the chip's inline-end edge (the left in RTL).
      marginInlineEnd: '-1',
      _hover: { bg: 'bg.muted' },
      _focusVisible: { outline: '2px solid', outlineColor: 'border.focus' },
    },
  },
  variants: {
    clickable: { true: { root: { cursor: 'pointer', _hover: { borderColor: 'primary' } } } },
  },
});
