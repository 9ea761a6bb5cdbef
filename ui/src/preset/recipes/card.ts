import { defineSlotRecipe } from '@pandacss/dev';

// A slot recipe even with one slot: Panda writes every config recipe's base into every package's
// CSS, slot recipes only where they are used (ui.css).

export const cardRecipe = defineSlotRecipe({
  className: 'card',
  description: 'Surface for grouped content',
  jsx: [],
  slots: ['root'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      bg: 'bg.surface',
      color: 'fg',
      borderRadius: 'lg',
      boxShadow: 'sm',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border',
      padding: '4',
      overflow: 'hidden',
    },
  },
  variants: {
    // A card whose first child is a full-bleed image.
    flush: { true: { root: { padding: '0' } } },
  },
});
