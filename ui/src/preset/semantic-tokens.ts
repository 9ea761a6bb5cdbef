import { defineSemanticTokens } from '@pandacss/dev';

// Foreground colours are chosen to reach WCAG AA (4.5:1) on their background.
const tone = (base: string, subtle: string) => ({
  DEFAULT: { value: `{colors.${base}}` },
  fg: { value: '{colors.white}' },
  subtle: { value: `{colors.${subtle}}` },
  text: { value: `{colors.${base}}` },
});

export const semanticTokens = defineSemanticTokens({
  colors: {
    primary: {
      DEFAULT: { value: '{colors.purple.900}' },
      hover: { value: '{colors.purple.800}' },
      active: { value: '{colors.purple.950}' },
      fg: { value: '{colors.white}' },
      subtle: { value: '{colors.purple.50}' },
      muted: { value: '{colors.purple.100}' },
      text: { value: '{colors.purple.900}' },
    },
    bg: {
      canvas: { value: '{colors.gray.50}' },
      surface: { value: '{colors.white}' },
      muted: { value: '{colors.gray.100}' },
      emphasized: { value: '{colors.gray.200}' },
      overlay: { value: 'rgba(28, 25, 33, 0.5)' },
    },
    fg: {
      DEFAULT: { value: '{colors.gray.900}' },
      muted: { value: '{colors.gray.600}' },
      inverted: { value: '{colors.white}' },
    },
    border: {
      DEFAULT: { value: '{colors.gray.200}' },
      strong: { value: '{colors.gray.400}' },
      focus: { value: '{colors.purple.700}' },
    },
    danger: tone('red.700', 'red.50'),
    warning: tone('orange.700', 'orange.50'),
    success: tone('green.700', 'green.50'),
    info: tone('blue.700', 'blue.50'),
  },
});
