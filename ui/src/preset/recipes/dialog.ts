import { defineSlotRecipe } from '@pandacss/dev';

// Dialog, ConfirmDialog and StaticDialog (the server-rendered look) share these slots.
export const dialogRecipe = defineSlotRecipe({
  className: 'dialog',
  description: 'Modal dialogs: Ark Dialog parts, and a native <dialog open> for the server',
  jsx: [],
  slots: ['backdrop', 'positioner', 'content', 'title', 'description', 'closeTrigger', 'footer'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      bg: 'bg.overlay',
      _open: { animation: 'fade-in 200ms ease-out' },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: '4',
      overflowY: 'auto',
    },
    content: {
      position: 'relative',
      width: 'full',
      maxWidth: 'md',
      maxHeight: 'calc(100dvh - 2rem)',
      overflowY: 'auto',
      bg: 'bg.surface',
      color: 'fg',
      borderRadius: 'lg',
      boxShadow: 'lg',
      padding: '6',
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      textAlign: 'start',
      _focusVisible: { outline: 'none' },
      // No fade: text under opacity 0 is not a largest-paint candidate (issue 9).
      _open: { animation: 'slide-up 200ms ease-out' },
    },
    title: { textStyle: 'h3', color: 'fg', paddingInlineEnd: '8' },
    description: { textStyle: 'body', color: 'fg.muted' },
    // Logical inset: the close button sits at the inline end (the left in RTL).
    closeTrigger: { position: 'absolute', insetBlockStart: '3', insetInlineEnd: '3' },
    footer: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '2',
      justifyContent: 'flex-end',
      marginBlockStart: '2',
    },
  },
  variants: {
    size: {
      md: {},
      // The image viewer: room for a zoomed picture.
      lg: { content: { maxWidth: '4xl' } },
    },
    // A native <dialog open> as the positioner: its user-agent box undone, the backdrop's colour
    // as its background (StaticDialog, issue 9).
    native: {
      true: {
        positioner: {
          margin: '0',
          borderWidth: '0',
          maxWidth: 'none',
          maxHeight: 'none',
          width: 'auto',
          height: 'auto',
          bg: 'bg.overlay',
          color: 'inherit',
          '&:not([open])': { display: 'none' },
        },
      },
    },
  },
  defaultVariants: { size: 'md' },
});
