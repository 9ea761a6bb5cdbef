import { defineSlotRecipe } from '@pandacss/dev';

export const avatarRecipe = defineSlotRecipe({
  className: 'avatar',
  description: 'A person’s picture with their initials as fallback',
  jsx: [],
  slots: ['root', 'image'],
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      borderRadius: 'full',
      overflow: 'hidden',
      bg: 'primary.muted',
      color: 'primary.text',
      fontWeight: 'bold',
      userSelect: 'none',
    },
    image: { width: 'full', height: 'full', objectFit: 'cover' },
  },
  variants: {
    // The initials are 36 % of the circle.
    size: {
      sm: { root: { width: '8', height: '8', fontSize: '0.72rem' } },
      md: { root: { width: '10', height: '10', fontSize: '0.9rem' } },
      lg: { root: { width: '16', height: '16', fontSize: '1.44rem' } },
      xl: { root: { width: '24', height: '24', fontSize: '2.16rem' } },
    },
  },
  defaultVariants: { size: 'md' },
});
