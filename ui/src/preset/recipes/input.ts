import { defineRecipe } from '@pandacss/dev';

export const inputRecipe = defineRecipe({
  className: 'input',
  description: 'Text inputs, textareas and select triggers',
  base: {
    width: 'full',
    minHeight: { base: '11', md: '10' },
    paddingInline: '3',
    paddingBlock: '2',
    fontFamily: 'body',
    fontSize: 'md',
    color: 'fg',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.strong',
    borderRadius: 'md',
    textAlign: 'start',
    // An LTR value (e-mail, phone, code) keeps its direction but lines up with its right-aligned label.
    '[dir=rtl] &[dir=ltr]': { textAlign: 'right' },
    _placeholder: { color: 'fg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '0' },
    // Not Panda's _invalid: it also matches native :invalid, which marks every empty required field.
    '&[data-invalid], &[aria-invalid=true]': { borderColor: 'danger' },
    _disabled: { opacity: 0.6, cursor: 'not-allowed', bg: 'bg.muted' },
  },
});
