import { defineSlotRecipe } from '@pandacss/dev';

export const radioGroupRecipe = defineSlotRecipe({
  className: 'radio-group',
  description: 'A fieldset of labelled native radios, 44 px rows',
  jsx: [],
  slots: ['root', 'legend', 'item', 'control'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', border: 'none', padding: 0, margin: 0 },
    legend: { textStyle: 'label', marginBlockEnd: '2', padding: 0 },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      paddingInline: '3',
      minHeight: '11',
      borderRadius: 'md',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      cursor: 'pointer',
      '&:has(input:checked)': { borderColor: 'primary', bg: 'primary.subtle' },
      '&:has(input:disabled)': { opacity: 0.55, cursor: 'not-allowed' },
    },
    // Native radios (keyboard and screen readers for free), drawn in the design system's colours.
    control: {
      appearance: 'none',
      flexShrink: 0,
      inlineSize: '5',
      blockSize: '5',
      margin: 0,
      borderRadius: 'full',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      bg: 'bg.surface',
      cursor: 'inherit',
      transitionProperty: 'border-color, box-shadow',
      transitionDuration: 'fast',
      _checked: { borderColor: 'primary', boxShadow: 'inset 0 0 0 3px {colors.bg.surface}', bg: 'primary' },
      _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
    },
  },
});
