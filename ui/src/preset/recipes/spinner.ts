import { defineSlotRecipe } from '@pandacss/dev';

// One slot: see card.ts.
export const spinnerRecipe = defineSlotRecipe({
  className: 'spinner',
  description: 'A turning ring in the current colour',
  jsx: [],
  slots: ['root'],
  base: {
    root: {
      display: 'inline-block',
      width: '1.25em',
      height: '1.25em',
      borderRadius: 'full',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'currentColor',
      borderBlockStartColor: 'transparent',
      animation: 'spin 0.8s linear infinite',
      flexShrink: 0,
    },
  },
});

export const loadingOverlayRecipe = defineSlotRecipe({
  className: 'loading-overlay',
  description: 'A spinner and a label over the page or over a positioned parent',
  jsx: [],
  slots: ['root', 'label'],
  base: {
    root: {
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '3',
      bg: 'bg.surface',
      color: 'primary',
      fontSize: '2xl',
    },
    label: { fontSize: 'md', color: 'fg' },
  },
  variants: {
    contained: { true: { root: { position: 'absolute', bg: 'bg.surface/80' } } },
  },
});
