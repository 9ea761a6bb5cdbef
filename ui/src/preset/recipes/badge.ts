import { defineRecipe } from '@pandacss/dev';

export const badgeRecipe = defineRecipe({
  className: 'badge',
  description: 'Small status labels',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    paddingInline: '2',
    paddingBlock: '0.5',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'bold',
    lineHeight: 'normal',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.muted', color: 'fg' },
      primary: { bg: 'primary.subtle', color: 'primary.text' },
      success: { bg: 'success.subtle', color: 'success.text' },
      warning: { bg: 'warning.subtle', color: 'warning.text' },
      danger: { bg: 'danger.subtle', color: 'danger.text' },
      info: { bg: 'info.subtle', color: 'info.text' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
