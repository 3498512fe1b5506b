// `@fc/shared/ui`: the UI kit's components that a guest's first screen does not render (forms, tables, dialogs, tabs,
// lists…), a Module Federation singleton of its own (SHARED_ENTRIES) loaded with the first page that uses one. What
// the first screen renders is in the root entry `@fc/shared` (./index.ts); a component here takes those, and any state,
// from '@fc/shared' by name, so that the page keeps one copy of each (tools/webpack/shared-singletons.cjs).
export { Alert, type AlertProps, type AlertTone } from './alert/alert';
export { Badge, type BadgeProps, type BadgeTone } from './badge/badge';
export { Card, type CardProps } from './card/card';
export { useCountdown, type Cooldown } from './countdown/use-countdown';
export { Checkbox, type CheckboxProps } from './checkbox/checkbox';
export { DataTable, type DataTableProps } from './data-table/data-table';
export { DateTime, type DateTimeProps } from './date-time/date-time';
export { DefinitionList, type Definition, type DefinitionListProps } from './definition-list/definition-list';
export { Disclosure, type DisclosureProps } from './disclosure/disclosure';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { Modal, type ModalProps } from './modal/modal';
export { Pager, type PagerProps } from './pager/pager';
export { Select, type SelectOption, type SelectProps } from './select/select';
export { useWideScreen } from './lib/use-wide-screen';
export { tabElementId, Tabs, type TabItem, type TabsProps } from './tabs/tabs';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { UnderConstruction, type UnderConstructionProps } from './under-construction/under-construction';
