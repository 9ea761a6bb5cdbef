import { defineSlotRecipe } from '@pandacss/dev';

export const richTextRecipe = defineSlotRecipe({
  className: 'rich-text',
  description: 'Server text with its links, and the expandable description',
  jsx: [],
  slots: ['link', 'text', 'toggle'],
  base: {
    // A URL is a left-to-right island (dir="ltr" isolates it) that wraps as a block, not mid-word.
    link: {
      display: 'inline-block',
      maxWidth: 'full',
      color: 'primary.text',
      textDecoration: 'underline',
      overflowWrap: 'anywhere',
    },
    text: { whiteSpace: 'pre-line', lineHeight: 'relaxed', color: 'fg' },
    // At the inline start (the right in RTL), under the text.
    toggle: { alignSelf: 'flex-start' },
  },
});
