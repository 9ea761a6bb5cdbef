// Each @app/ui component's styles, one file per component (as Park UI does). A component calls the
// generated function from ui's own styled-system: `import { card } from '#styled-system/recipes'`.
// Add a recipe here under its Panda name; `sharedRecipes` lists the ones other packages call too.
import { avatarRecipe } from './avatar';
import { badgeRecipe } from './badge';
import { buttonRecipe } from './button';
import { cardRecipe } from './card';
import { chipRecipe } from './chip';
import { dialogRecipe } from './dialog';
import { drawerRecipe } from './drawer';
import { emptyStateRecipe } from './empty-state';
import { fieldRecipe } from './field';
import { filePickerRecipe } from './file-picker';
import { iconRecipe } from './icon';
import { imageRecipe } from './image';
import { imageViewerRecipe } from './image-viewer';
import { inputRecipe } from './input';
import { menuRecipe } from './menu';
import { numberInputRecipe } from './number-input';
import { passwordInputRecipe } from './password-input';
import { phoneInputRecipe } from './phone-input';
import { radioGroupRecipe } from './radio-group';
import { richTextRecipe } from './rich-text';
import { selectRecipe } from './select';
import { skeletonRecipe } from './skeleton';
import { loadingOverlayRecipe, spinnerRecipe } from './spinner';
import { tabsRecipe } from './tabs';
import { toastRecipe } from './toast';

// Only the shared ones are config recipes: Panda writes every config recipe's base into every
// package's CSS. A component's own styles are a slot recipe, even with one slot (`root`).
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  input: inputRecipe,
};

export const slotRecipes = {
  avatar: avatarRecipe,
  card: cardRecipe,
  chip: chipRecipe,
  dialog: dialogRecipe,
  drawer: drawerRecipe,
  emptyState: emptyStateRecipe,
  field: fieldRecipe,
  filePicker: filePickerRecipe,
  icon: iconRecipe,
  image: imageRecipe,
  imageViewer: imageViewerRecipe,
  loadingOverlay: loadingOverlayRecipe,
  menu: menuRecipe,
  numberInput: numberInputRecipe,
  passwordInput: passwordInputRecipe,
  phoneInput: phoneInputRecipe,
  radioGroup: radioGroupRecipe,
  richText: richTextRecipe,
  select: selectRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  tabs: tabsRecipe,
  toast: toastRecipe,
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
  fieldRecipe,
  filePickerRecipe,
  iconRecipe,
  imageRecipe,
  imageViewerRecipe,
  inputRecipe,
  loadingOverlayRecipe,
  menuRecipe,
  numberInputRecipe,
  passwordInputRecipe,
  phoneInputRecipe,
  radioGroupRecipe,
  richTextRecipe,
  selectRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tabsRecipe,
  toastRecipe,
};
