import { defineSlotRecipe } from '@pandacss/dev';

// EmptyState and ErrorState share it.
export const emptyStateRecipe = defineSlotRecipe({
  className: 'empty-state',
  description: 'A centred message for an empty list or an error, with an icon and an action',
  jsx: [],
  slots: ['root', 'icon', 'title'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '3',
      paddingBlock: '10',
      paddingInline: '4',
      textAlign: 'center',
      color: 'fg.muted',
    },
    icon: { color: 'primary', fontSize: '4xl', lineHeight: '1' },
    title: { textStyle: 'h4', color: 'fg' },
  },
});
