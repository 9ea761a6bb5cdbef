import { defineSlotRecipe } from '@pandacss/dev';

// Field (Ark Field parts), Textarea and the FieldPlaceholder of lazy controls. The control itself
// is the shared `input` recipe.
export const fieldRecipe = defineSlotRecipe({
  className: 'field',
  description: 'A labelled control with helper and error texts',
  jsx: [],
  slots: ['root', 'label', 'requiredIndicator', 'helperText', 'errorText', 'textarea'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: { textStyle: 'label', color: 'fg' },
    requiredIndicator: { color: 'danger.text', marginInlineStart: '1' },
    helperText: { textStyle: 'small', color: 'fg.muted' },
    errorText: { textStyle: 'small', color: 'danger.text' },
    textarea: { resize: 'vertical', lineHeight: 'normal' },
  },
});
