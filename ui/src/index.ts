// The design system's own generated CSS (prefix `ui`), bundled once by whoever imports @app/ui.
import '../styled-system/ui.css';

export { Avatar, type AvatarProps, initialsOf } from './components/avatar/Avatar';
export { Badge, type BadgeProps } from './components/badge/Badge';
export { Button, type ButtonProps } from './components/button/Button';
export { Card, type CardProps } from './components/card/Card';
export { Chip, type ChipProps } from './components/chip/Chip';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog/ConfirmDialog';
export { Dialog, DialogClose, type DialogProps } from './components/dialog/Dialog';
export { Drawer, type DrawerProps } from './components/drawer/Drawer';
export { EmptyState, type EmptyStateProps } from './components/empty-state/EmptyState';
export { ErrorState, type ErrorStateProps } from './components/error-state/ErrorState';
export {
  Field,
  type FieldProps,
  Input,
  type InputProps,
  Textarea,
  type TextareaProps,
} from './components/field/Field';
export { IconButton, type IconButtonProps } from './components/icon-button/IconButton';
export * from './components/icons/Icons';
export { Image, type ImageProps } from './components/image/Image';
export { Menu, type MenuItem, type MenuProps } from './components/menu/Menu';
export { NumberInput, type NumberInputProps } from './components/number-input/NumberInput';
export { UI_LOCALE, UiProvider, type UiProviderProps } from './components/provider/UiProvider';
export { DesktopOnly, PhoneOnly } from './components/responsive/Show';
export { DESKTOP_QUERY, useIsDesktop } from './components/responsive/use-is-desktop';
export { Select, type SelectItem, type SelectProps } from './components/select/Select';
export { Skeleton, type SkeletonProps, SkeletonText } from './components/skeleton/Skeleton';
export {
  LoadingOverlay,
  type LoadingOverlayProps,
  Spinner,
  type SpinnerProps,
} from './components/spinner/Spinner';
export { type TabItem, Tabs, type TabsProps } from './components/tabs/Tabs';
export { AppToaster } from './components/toast/AppToaster';
export {
  MESSAGE_BAR_DURATION,
  messageBar,
  SNACK_DURATION,
  snack,
  type ToastKind,
  toaster,
} from './components/toast/toaster';
export { preloadUiParts } from './lib/lazy-part';
export { type UiMessages, uiMessages } from './messages';
export { breakpoints, DESKTOP_MIN_WIDTH } from './preset/breakpoints';
