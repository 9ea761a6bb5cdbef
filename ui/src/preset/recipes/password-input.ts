import { defineSlotRecipe } from '@pandacss/dev';

export const passwordInputRecipe = defineSlotRecipe({
  className: 'password-input',
  description: 'A password input with its show/hide toggle at the inline end',
  jsx: [],
  slots: ['root', 'input', 'toggle'],
  base: {
    root: { position: 'relative', width: 'full' },
    // Room for the toggle at the inline end (the left in RTL), so typed text never runs under it.
    input: { paddingInlineEnd: '11' },
    toggle: {
      position: 'absolute',
      insetInlineEnd: '1',
      insetBlockStart: '50%',
      transform: 'translateY(-50%)',
    },
  },
});
