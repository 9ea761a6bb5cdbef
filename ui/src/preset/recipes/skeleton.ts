import { defineSlotRecipe } from '@pandacss/dev';

export const skeletonRecipe = defineSlotRecipe({
  className: 'skeleton',
  description: 'Placeholder blocks while content loads',
  jsx: [],
  slots: ['root', 'text'],
  base: {
    root: {
      display: 'block',
      bg: 'bg.emphasized',
      borderRadius: 'md',
      animation: 'pulse 1.5s ease-in-out infinite',
    },
    text: { display: 'flex', flexDirection: 'column', gap: '2' },
  },
  variants: {
    circle: { true: { root: { borderRadius: 'full' } } },
  },
});
