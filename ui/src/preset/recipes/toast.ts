import { defineSlotRecipe } from '@pandacss/dev';

// Ark's toaster places each toast through CSS variables (--x, --y, --scale…) set on its root.
export const toastRecipe = defineSlotRecipe({
  className: 'toast',
  description: 'Snacks and message bars (Ark Toast parts), bottom, stacked',
  jsx: [],
  slots: ['root', 'title', 'description', 'closeTrigger'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      minWidth: '64',
      maxWidth: 'min(32rem, calc(100vw - 2rem))',
      paddingBlock: '2',
      paddingInlineStart: '4',
      paddingInlineEnd: '2',
      minHeight: '12',
      borderRadius: 'md',
      boxShadow: 'lg',
      bg: 'fg',
      color: 'fg.inverted',
      // The type's colour strip at the inline start (the right in RTL).
      borderInlineStartWidth: '4px',
      borderInlineStartStyle: 'solid',
      borderInlineStartColor: 'blue.500',
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transition: 'translate 300ms, scale 300ms, opacity 300ms, height 300ms',
      '&[data-type=success]': { borderInlineStartColor: 'green.500', '& svg': { color: 'green.500' } },
      '&[data-type=error]': { borderInlineStartColor: 'red.500', '& svg': { color: 'red.500' } },
      '&[data-type=warning]': { borderInlineStartColor: 'orange.500', '& svg': { color: 'orange.500' } },
    },
    title: { fontWeight: 'bold' },
    description: { flex: '1', textStyle: 'small', fontWeight: 'medium' },
    closeTrigger: { color: 'inherit' },
  },
});
