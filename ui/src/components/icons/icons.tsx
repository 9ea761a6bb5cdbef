import {
  ArrowLeft,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  LogOut,
  type LucideIcon,
  type LucideProps,
  Menu,
  Minus,
  Plus,
  Search,
  User,
  X,
} from 'lucide-react';
import { cx } from '#styled-system/css';
import { icon as iconRecipe } from '#styled-system/recipes';

export type IconProps = LucideProps;

// @app/ui is a shared module, loaded whole before the first render: it holds only the icons of
// its own components and of the app's chrome. A page's other icons come from lucide-react in that
// page's own chunk, wrapped with icon() (tree-shaken, off the start-up path).

/**
 * One icon set for the platform: a lucide-react icon, decorative (`aria-hidden`), 1.25em, and
 * mirrored in RTL when `mirror` is set. Import lucide icons by name so that bundles keep only those.
 */
export function icon(Lucide: LucideIcon, { mirror = false } = {}) {
  function AppIcon({ size = '1.25em', className, ...props }: IconProps) {
    return (
      <Lucide
        aria-hidden="true"
        focusable="false"
        size={size}
        className={cx(iconRecipe({ mirror }).root, className)}
        {...props}
      />
    );
  }
  AppIcon.displayName = `${Lucide.displayName ?? 'Lucide'}Icon`;
  return AppIcon;
}

export const MenuIcon = icon(Menu);
export const CloseIcon = icon(X);
export const SearchIcon = icon(Search);
/** Points "back" (left in LTR, right in RTL). */
export const ArrowBackIcon = icon(ArrowLeft, { mirror: true });
/** Points "forward" (right in LTR, left in RTL). */
export const ChevronIcon = icon(ChevronRight, { mirror: true });
/** Points "back" (left in LTR, right in RTL): a carousel's 'previous'. */
export const ChevronBackIcon = icon(ChevronLeft, { mirror: true });
export const ChevronDownIcon = icon(ChevronDown);
export const UserIcon = icon(User);
/** The door arrow points out of the page: mirrored in RTL. */
export const LogoutIcon = icon(LogOut, { mirror: true });
export const CheckIcon = icon(Check);
export const AlertIcon = icon(CircleAlert);
export const PlusIcon = icon(Plus);
export const MinusIcon = icon(Minus);
