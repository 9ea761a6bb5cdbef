import { defineSlotRecipe } from '@pandacss/dev';

// The icon() wrapper of lucide-react icons (remotes wrap their own with it too).
// One slot: see card.ts.
export const iconRecipe = defineSlotRecipe({
  className: 'icon',
  description: 'A decorative lucide icon, mirrored in RTL when it points a way',
  jsx: [],
  slots: ['root'],
  base: { root: { flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' } },
  variants: {
    // Lucide draws directional icons for LTR; those that point a way are flipped under RTL.
    mirror: { true: { root: { _rtl: { transform: 'scaleX(-1)' } } } },
  },
});
