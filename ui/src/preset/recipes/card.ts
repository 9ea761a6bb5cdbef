import { defineRecipe } from '@pandacss/dev';

export const cardRecipe = defineRecipe({
  className: 'card',
  description: 'Surface for grouped content',
  jsx: [],
  base: {
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
  variants: {
    // A card whose first child is a full-bleed image.
    flush: { true: { padding: '0' } },
  },
});
