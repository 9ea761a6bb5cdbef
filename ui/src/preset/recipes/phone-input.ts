import { defineSlotRecipe } from '@pandacss/dev';

// PhoneInput: the number and its country side by side under one label (the number first, so in
// right-to-left the country picker sits at the inline end). The controls take the input recipe.
export const phoneInputRecipe = defineSlotRecipe({
  className: 'phone-input',
  description: 'International phone number: national number and country picker',
  jsx: [], // not tracked in the other packages' JSX: ui.css alone holds it
  slots: ['row', 'number', 'country'],
  base: {
    row: { display: 'flex', gap: '2', alignItems: 'stretch', minWidth: '0', width: 'full' },
    number: { flex: '1', minWidth: '0' },
    country: { width: '7.5rem', flexShrink: '0', appearance: 'auto' },
  },
});
