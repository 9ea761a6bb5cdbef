import { defineSlotRecipe } from '@pandacss/dev';

// The button is the shared `button` recipe on a <label>; `trigger` adds what a label lacks.
export const filePickerRecipe = defineSlotRecipe({
  className: 'file-picker',
  description: 'An Arabic file picker: a button and the chosen file’s name',
  jsx: [],
  slots: ['root', 'label', 'row', 'input', 'trigger', 'fileName'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { textStyle: 'label', color: 'fg' },
    row: { display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' },
    // The native input stays in the page (focusable, named, tested with user.upload) but unseen;
    // the styled label after it (its peer) opens it and shows its focus.
    input: { srOnly: true },
    trigger: {
      cursor: 'pointer',
      _peerFocusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
      _peerDisabled: { opacity: 0.5, cursor: 'not-allowed' },
    },
    fileName: { textStyle: 'small', color: 'fg.muted', overflowWrap: 'anywhere' },
  },
});
