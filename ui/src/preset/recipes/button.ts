import { defineRecipe } from '@pandacss/dev';

// Every variant is emitted in every package (staticCss in the preset), so remotes may style their
// own links as buttons: `<Link className={button({ variant: 'outline' })}>` with their own styled-system.
export const buttonRecipe = defineRecipe({
  className: 'button',
  description: 'Buttons and button-like links',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontFamily: 'body',
    fontWeight: 'bold',
    lineHeight: 'tight',
    borderRadius: 'md',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    // WCAG 2.5.5: 44 × 44 px tap targets on phones; desktop keeps the compact sizes.
    minWidth: { base: '11', md: '0' },
    textDecoration: 'none',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: 'fast',
    _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: { bg: 'primary', color: 'primary.fg', _hover: { bg: 'primary.hover' } },
      outline: {
        bg: 'transparent',
        color: 'primary.text',
        borderColor: 'primary',
        _hover: { bg: 'primary.subtle' },
      },
      ghost: { bg: 'transparent', color: 'primary.text', _hover: { bg: 'primary.subtle' } },
      danger: { bg: 'danger', color: 'danger.fg', _hover: { opacity: 0.9 } },
    },
    size: {
      sm: { minHeight: { base: '11', md: '8' }, paddingInline: '3', fontSize: 'sm' },
      md: { minHeight: { base: '11', md: '10' }, paddingInline: '4', fontSize: 'md' },
      lg: { minHeight: '12', paddingInline: '6', fontSize: 'lg' },
    },
    fullWidth: { true: { width: 'full' } },
    // IconButton: a round button as wide as it is tall, whatever the size. Doubled class: it must
    // beat the size's padding, whichever order the variants' rules come in.
    square: { true: { '&&': { paddingInline: '0', aspectRatio: '1', borderRadius: 'full' } } },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});
