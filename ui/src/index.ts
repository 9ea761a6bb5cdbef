// The design system's own generated CSS (prefix `ui`), bundled once by whoever imports @app/ui.
import '../styled-system/ui.css';

export { Avatar, type AvatarProps, initialsOf } from './components/avatar/avatar';
export { Badge, type BadgeProps } from './components/badge/badge';
export { Button, type ButtonProps } from './components/button/button';
export { Card, type CardProps } from './components/card/card';
export { Chip, type ChipProps } from './components/chip/chip';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog/confirm-dialog';
export { Dialog, DialogClose, type DialogProps } from './components/dialog/dialog';
export { StaticDialog, type StaticDialogProps } from './components/dialog/static-dialog';
export { Drawer, type DrawerProps } from './components/drawer/drawer';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { ErrorState, type ErrorStateProps } from './components/error-state/error-state';
export {
  Field,
  type FieldProps,
  Input,
  type InputProps,
  Textarea,
  type TextareaProps,
} from './components/field/field';
export {
  FormTextField,
  type FormTextFieldProps,
  type TextFieldApi,
} from './components/field/form-text-field';
export { FilePicker, type FilePickerProps } from './components/file-picker/file-picker';
export { FileTrigger, type FileTriggerProps } from './components/file-picker/file-trigger';
export { IconButton, type IconButtonProps } from './components/icon-button/icon-button';
export * from './components/icons/icons';
export { Image, type ImageProps } from './components/image/image';
export { ImageViewer, type ImageViewerProps } from './components/image-viewer/image-viewer';
export { Menu, type MenuItem, type MenuProps } from './components/menu/menu';
export { NumberInput, type NumberInputProps } from './components/number-input/number-input';
export { PasswordInput, type PasswordInputProps } from './components/password-input/password-input';
export {
  PhoneInput,
  type PhoneInputProps,
  type PhoneInputValue,
} from './components/phone-input/phone-input';
export { UI_LOCALE, UiProvider, type UiProviderProps } from './components/provider/ui-provider';
export {
  RadioGroup,
  type RadioGroupProps,
  type RadioItem,
} from './components/radio-group/radio-group';
export { DesktopOnly, PhoneOnly } from './components/responsive/show';
export { DESKTOP_QUERY, useIsDesktop } from './components/responsive/use-is-desktop';
export { ExpandableText, type ExpandableTextProps, RichText } from './components/rich-text/rich-text';
export { Select, type SelectItem, type SelectProps } from './components/select/select';
export { Skeleton, type SkeletonProps, SkeletonText } from './components/skeleton/skeleton';
export {
  LoadingOverlay,
  type LoadingOverlayProps,
  Spinner,
  type SpinnerProps,
} from './components/spinner/spinner';
// In the main entry, not `@app/ui/staff`: a staff form page then needs no table code before its
// text paints (issue 35, decision 0068); a few hundred bytes on a student's start.
export { StaffPageHeader, type StaffPageHeaderProps } from './components/staff-page-header/staff-page-header';
export { type TabItem, Tabs, type TabsProps } from './components/tabs/tabs';
export { AppToaster } from './components/toast/app-toaster';
export {
  MESSAGE_BAR_DURATION,
  messageBar,
  SNACK_DURATION,
  snack,
  type ToastKind,
  toaster,
} from './components/toast/toaster';
export {
  afterFirstScreen,
  markFirstScreen,
  useAfterFirstScreen,
  useFirstScreen,
  whenFirstScreen,
} from './lib/first-screen';
export {
  firstError,
  focusFirstInvalid,
  issuesByField,
  type SafeParser,
  type ServerErrorTarget,
  showServerErrors,
  validateWith,
} from './lib/form-errors';
export { type LazyChunk, lazyChunk, lazyPart, preloadUiParts } from './lib/lazy-part';
export { type UiMessages, uiMessages } from './messages';
export { breakpoints, DESKTOP_MIN_WIDTH } from './preset/breakpoints';
