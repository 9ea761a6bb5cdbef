import { defineSlotRecipe } from '@pandacss/dev';

// The input is also the shared `input` recipe.
export const numberInputRecipe = defineSlotRecipe({
  className: 'number-input',
  description: 'Number field (Ark NumberInput parts) with its step buttons',
  jsx: [],
  slots: ['root', 'label', 'control', 'input', 'trigger'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { textStyle: 'label' },
    control: { display: 'flex', alignItems: 'stretch', gap: '1' },
    input: { textAlign: 'center' },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '10',
      flexShrink: 0,
      borderRadius: 'md',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      bg: 'bg.surface',
      color: 'primary.text',
      cursor: 'pointer',
      _hover: { bg: 'primary.subtle' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
});
