export {
  toastQueue,
  showToast,
  TOAST_DEFAULT_TIMEOUT,
  TOAST_MAX_VISIBLE,
  type ToastContent,
  type ToastVariant,
} from './toast/toast-queue';
export { ToastRegion } from './toast/ToastRegion';
export {
  Button,
  PlainButton,
  LinkButton,
  buttonLook,
  type ButtonProps,
  type PlainButtonProps,
  type PressEvent,
  type LinkButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './button/Button';
export { Spinner } from './spinner/Spinner';
export { Icon, type IconProps } from './icon/Icon';
export { Badge, type BadgeTone } from './badge/Badge';
export { BadgeList, TagBadges } from './badge/TagBadges';
export { Card } from './card/Card';
export { Skeleton } from './skeleton/Skeleton';
export { PageHeading } from './page-heading/PageHeading';
export {
  MenuButton,
  MenuItem,
  menuItemClassName,
  popoverClassName,
  menuClassName,
  type MenuButtonProps,
} from './menu/MenuButton';
export { ModalDialog, preloadModalDialog } from './dialog/ModalDialog';
export { useLazyPopup, type LazyPopup, type LightTriggerProps, type InitialFocus } from './lazy/use-lazy-popup';
export { lazyTrigger as lazyTriggerClassName } from './lazy/lazy-trigger.css';
export { FullPageLoading } from './page-state/FullPageLoading';
export { FullPageError } from './page-state/FullPageError';
export { visuallyHidden } from './visually-hidden/visually-hidden.css';
export * from './copy';
export { AdSlot, readAdsConfig, type AdsConfig } from './ad-slot';
export { sectionTitle } from './typography/typography.css';
export { iconButton as iconButtonClassName, popoverSurface as popoverSurfaceClassName } from './surface/surface.css';
export { EditStoryLink, ScheduledBadge, isScheduled } from './admin/AdminStoryActions';
