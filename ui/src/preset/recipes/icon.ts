import { defineRecipe } from '@pandacss/dev';

// The icon() wrapper of lucide-react icons (remotes wrap their own with it too).
export const iconRecipe = defineRecipe({
  className: 'icon',
  description: 'A decorative lucide icon, mirrored in RTL when it points a way',
  jsx: [],
  base: { flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' },
  variants: {
    // Lucide draws directional icons for LTR; those that point a way are flipped under RTL.
    mirror: { true: { _rtl: { transform: 'scaleX(-1)' } } },
  },
});
