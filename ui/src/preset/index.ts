import { definePreset } from '@pandacss/dev';
import { breakpoints, DESKTOP_MIN_WIDTH } from './breakpoints';
import {
  badgeRecipe,
  buttonRecipe,
  cardRecipe,
  dialogRecipe,
  inputRecipe,
  recipes,
  sharedRecipes,
  slotRecipes,
} from './recipes/index';
import { semanticTokens } from './semantic-tokens';
import { textStyles } from './text-styles';
import { tokens } from './tokens';

/**
 * The design system preset. Every front-end package uses it in its own panda.config.ts:
 * `presets: ['@pandacss/preset-base', uiPreset]` with its own `prefix`; only the shell sets `preflight`.
 */
export const uiPreset = definePreset({
  name: '@app/ui',
  theme: {
    extend: {
      breakpoints,
      tokens,
      semanticTokens,
      textStyles,
      recipes,
      slotRecipes,
      keyframes: {
        spin: { to: { transform: 'rotate(360deg)' } },
        pulse: { '50%': { opacity: 0.5 } },
        'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
        // Physical on purpose: there is no logical transform. Inline-start is the right edge in RTL.
        'slide-from-right': { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
        'slide-from-left': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } },
        // No fade: text painted at opacity 0 is not a largest-paint candidate until the animation
        // ends, and a dialog is often the largest text of a first screen (issue 9: LCP).
        'slide-up': {
          from: { transform: 'translateY(1rem)' },
          to: { transform: 'none' },
        },
      },
    },
  },
  // Every variant of the shared recipes, in every package: extraction only sees literal calls in
  // the package's own sources, so `<Button size="sm">` in the shell or `button({ variant })` with a
  // variable emitted nothing and the button came out unstyled. The components' own recipes are
  // emitted by ui alone (its panda.config.ts), in the ui.css it ships.
  staticCss: { recipes: Object.fromEntries(sharedRecipes.map((name) => [name, ['*']])) },
  globalCss: {
    'html, body': {
      fontFamily: 'body',
      color: 'fg',
      bg: 'bg.canvas',
      lineHeight: 'normal',
      WebkitTextSizeAdjust: '100%',
    },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': { animationDuration: '1ms !important', transitionDuration: '1ms !important' },
    },
  },
});

export default uiPreset;
export {
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardRecipe,
  DESKTOP_MIN_WIDTH,
  dialogRecipe,
  inputRecipe,
  recipes,
  semanticTokens,
  sharedRecipes,
  slotRecipes,
  textStyles,
  tokens,
};
