import { defineSlotRecipe } from '@pandacss/dev';

export const imageRecipe = defineSlotRecipe({
  className: 'image',
  description: 'A lazy image, and its fallback box when the source is missing or broken',
  jsx: [],
  slots: ['root', 'fallback'],
  base: {
    root: { display: 'block', objectFit: 'cover' },
    fallback: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      bg: 'bg.muted',
      color: 'fg.muted',
      fontSize: 'sm',
      textAlign: 'center',
      padding: '2',
    },
  },
});
