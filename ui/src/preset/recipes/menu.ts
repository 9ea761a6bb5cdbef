import { defineSlotRecipe } from '@pandacss/dev';

export const menuRecipe = defineSlotRecipe({
  className: 'menu',
  description: 'Menu (Ark Menu parts)',
  jsx: [],
  slots: ['content', 'item'],
  base: {
    content: {
      minWidth: '48',
      bg: 'bg.surface',
      color: 'fg',
      borderRadius: 'md',
      boxShadow: 'lg',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border',
      paddingBlock: '1',
      zIndex: 'popover',
      _focusVisible: { outline: 'none' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      paddingInline: '4',
      minHeight: '10',
      cursor: 'pointer',
      textAlign: 'start',
      _highlighted: { bg: 'primary.subtle', color: 'primary.text' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-danger]': { color: 'danger.text' },
    },
  },
});
