import './theme.css';

export { Alert, type AlertProps, type AlertTone } from './alert/alert';
export { Button, ButtonLink, type ButtonLinkProps, type ButtonProps, type ButtonSize, type ButtonVariant } from './button/button';
export { Card, type CardProps } from './card/card';
export { useCountdown, type Countdown } from './countdown/use-countdown';
export { Checkbox, type CheckboxProps } from './checkbox/checkbox';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { Modal, type ModalProps } from './modal/modal';
export { PageTitle, type PageTitleProps } from './page-title/page-title';
export { Pager, type PagerProps } from './pager/pager';
export { Select, type SelectOption, type SelectProps } from './select/select';
export { Skeleton, type SkeletonProps } from './skeleton/skeleton';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export { tabElementId, Tabs, type TabItem, type TabsProps } from './tabs/tabs';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { TOAST_DURATION_MS, ToastProvider, useToast, type ToastApi, type ToastOptions, type ToastTone } from './toast/toast';
export { UnderConstruction, type UnderConstructionProps } from './under-construction/under-construction';
