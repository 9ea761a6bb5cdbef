// Each @app/ui component's styles, one file per component (as Park UI does). A component calls the
// generated function from ui's own styled-system: `import { card } from '#styled-system/recipes'`.
// Add a recipe here under its Panda name; `shared` lists the ones other packages may call too.
import { badgeRecipe } from './badge';
import { buttonRecipe } from './button';
import { cardRecipe } from './card';
import { dialogRecipe } from './dialog';
import { drawerRecipe } from './drawer';
import { imageViewerRecipe } from './image-viewer';
import { inputRecipe } from './input';
import { phoneInputRecipe } from './phone-input';

export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  card: cardRecipe,
  input: inputRecipe,
};

export const slotRecipes = {
  dialog: dialogRecipe,
  drawer: drawerRecipe,
  imageViewer: imageViewerRecipe,
  phoneInput: phoneInputRecipe,
};

/**
 * Recipes the remotes and the shell call themselves (`button({ variant })` on a router link): every
 * variant is emitted in every package. The others are emitted only in ui.css, which ui ships.
 */
export const sharedRecipes = ['badge', 'button', 'input'] as const;

export { badgeRecipe, buttonRecipe, cardRecipe, dialogRecipe, drawerRecipe, imageViewerRecipe, inputRecipe };
