import { defineSlotRecipe } from '@pandacss/dev';

// The side drawer: modal (Ark dialog parts) or a permanent <aside> on desktop.
export const drawerRecipe = defineSlotRecipe({
  className: 'drawer',
  description: 'Side drawer from the inline-start edge (right in RTL), modal or permanent',
  jsx: [],
  slots: ['backdrop', 'content', 'header', 'title', 'closeTrigger'],
  base: {
    backdrop: { position: 'fixed', inset: '0', zIndex: 'overlay', bg: 'bg.overlay' },
    content: {
      display: 'flex',
      flexDirection: 'column',
      width: 'drawer',
      maxWidth: '85vw',
      bg: 'bg.surface',
      color: 'fg',
      overflowY: 'auto',
    },
    header: { position: 'relative', paddingBlock: '4', paddingInline: '4', minHeight: '14' },
    title: { textStyle: 'h4' },
    closeTrigger: { position: 'absolute', insetBlockStart: '3', insetInlineEnd: '3' },
  },
  variants: {
    permanent: {
      true: {
        content: {
          position: 'sticky',
          insetBlockStart: '0',
          height: '100dvh',
          flexShrink: 0,
          borderInlineEndWidth: '1px',
          borderInlineEndStyle: 'solid',
          borderInlineEndColor: 'border',
        },
      },
      false: {
        content: {
          position: 'fixed',
          insetBlock: '0',
          insetInlineStart: '0',
          zIndex: 'modal',
          boxShadow: 'lg',
          _focusVisible: { outline: 'none' },
          // There is no logical transform: inline-start is the right edge in RTL, the left in LTR.
          _open: {
            animation: 'slide-from-right 200ms ease-out',
            _ltr: { animation: 'slide-from-left 200ms ease-out' },
          },
        },
      },
    },
    // Without a visible heading the title is only the dialog's accessible name.
    showTitle: { false: { title: { srOnly: true } } },
  },
  defaultVariants: { permanent: false, showTitle: false },
});
