// Each @app/ui component's styles, one file per component (as Park UI does). A component calls the
// generated function from ui's own styled-system: `import { card } from '#styled-system/recipes'`.
// Add a recipe here under its Panda name; `shared` lists the ones other packages may call too.
import { avatarRecipe } from './avatar';
import { badgeRecipe } from './badge';
import { buttonRecipe } from './button';
import { cardRecipe } from './card';
import { chipRecipe } from './chip';
import { dialogRecipe } from './dialog';
import { drawerRecipe } from './drawer';
import { emptyStateRecipe } from './empty-state';
import { iconRecipe } from './icon';
import { imageViewerRecipe } from './image-viewer';
import { inputRecipe } from './input';
import { phoneInputRecipe } from './phone-input';
import { skeletonRecipe } from './skeleton';
import { loadingOverlayRecipe, spinnerRecipe } from './spinner';

export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  card: cardRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  avatar: avatarRecipe,
  chip: chipRecipe,
  dialog: dialogRecipe,
  drawer: drawerRecipe,
  emptyState: emptyStateRecipe,
  imageViewer: imageViewerRecipe,
  loadingOverlay: loadingOverlayRecipe,
  phoneInput: phoneInputRecipe,
  skeleton: skeletonRecipe,
};

/**
 * Recipes the remotes and the shell call themselves (`button({ variant })` on a router link): every
 * variant is emitted in every package. The others are emitted only in ui.css, which ui ships.
 */
export const sharedRecipes = ['badge', 'button', 'input'] as const;

export {
  avatarRecipe,
  badgeRecipe,
  buttonRecipe,
  cardRecipe,
  chipRecipe,
  dialogRecipe,
  drawerRecipe,
  emptyStateRecipe,
  iconRecipe,
  imageViewerRecipe,
  inputRecipe,
  loadingOverlayRecipe,
  phoneInputRecipe,
  skeletonRecipe,
  spinnerRecipe,
};
