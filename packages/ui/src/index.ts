/**
 * @pharmacy/ui — accessible React primitives and the theme they share. The theme's CSS (variables for both
 * themes, the typeface, the reset) comes with the styles of any component, so importing one is enough; set
 * `data-theme="light" | "dark"` on an ancestor to choose the theme.
 */

export {
  AlertDialog,
  type AlertDialogProps,
  type AlertDialogTone,
  alertDialogTones,
} from './components/AlertDialog/AlertDialog';
export {
  AppShell,
  type AppShellLabels,
  type AppShellProps,
  useSidebar,
} from './components/AppShell/AppShell';
export {
  Sidebar,
  type SidebarLabels,
  type SidebarLinkComponent,
  type SidebarLinkProps,
  type SidebarNavGroup,
  type SidebarNavItem,
  type SidebarProps,
} from './components/AppShell/Sidebar';
export {
  Avatar,
  type AvatarProps,
  type AvatarSize,
  type AvatarTone,
  avatarSizes,
  avatarTones,
} from './components/Avatar/Avatar';
export { initials } from './components/Avatar/initials';
export {
  Badge,
  type BadgeProps,
  type BadgeSize,
  type BadgeTone,
  badgeSizes,
  badgeTones,
} from './components/Badge/Badge';
export { Banner, type BannerProps, type BannerTone, bannerTones } from './components/Banner/Banner';
export { Box, type BoxProps, Inline, Stack, type StackProps } from './components/Box/Box';
export {
  Breadcrumb,
  type BreadcrumbItem,
  type BreadcrumbLinkProps,
  type BreadcrumbProps,
  type BreadcrumbSize,
  breadcrumbSizes,
} from './components/Breadcrumb/Breadcrumb';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonTone,
  type ButtonVariant,
  buttonSizes,
  buttonTones,
  buttonVariants,
} from './components/Button/Button';
export { Card, type CardPadding, type CardProps, cardPaddings } from './components/Card/Card';
export {
  Checkbox,
  type CheckboxProps,
  type CheckboxSize,
  checkboxSizes,
} from './components/Checkbox/Checkbox';
export {
  Combobox,
  type ComboboxOption,
  type ComboboxOptionGroup,
  type ComboboxProps,
  type ComboboxSize,
  comboboxSizes,
} from './components/Combobox/Combobox';
export {
  type DebouncedCallback,
  useDebouncedCallback,
} from './components/Combobox/useDebouncedCallback';
export {
  type ColumnAlignment,
  columnAlignments,
  DataTable,
  type DataTableCardPart,
  type DataTableColumn,
  type DataTableDensity,
  type DataTableNarrowLayout,
  type DataTableProps,
  type DataTableSortLabels,
  dataTableCardParts,
  dataTableDensities,
  type SortDirection,
  type SortState,
  sortDirections,
} from './components/DataTable/DataTable';
export {
  type DateDisplayFormat,
  type DateInputError,
  DatePicker,
  type DatePickerProps,
  type DatePickerSize,
  dateDisplayFormats,
  datePickerSizes,
} from './components/DatePicker/DatePicker';
export {
  type DateRange,
  type DateRangeInputError,
  type DateRangePart,
  type DateRangePartProps,
  DateRangePicker,
  type DateRangePickerLayout,
  type DateRangePickerProps,
  type DateRangePreset,
  dateRangePickerLayouts,
} from './components/DateRangePicker/DateRangePicker';
export {
  Dialog,
  DialogClose,
  type DialogCloseProps,
  type DialogProps,
  type DialogSize,
  dialogSizes,
  type UnsavedChanges,
} from './components/Dialog/Dialog';
export { installLeaveGuard, useLeaveGuard } from './components/Dialog/useLeaveGuard';
export {
  type DocumentActionLabel,
  DocumentList,
  type DocumentListItem,
  type DocumentListProps,
  isPreviewable,
} from './components/DocumentList/DocumentList';
export { formatFileSize } from './components/DocumentList/formatFileSize';
export { Drawer, type DrawerProps, type DrawerSize, drawerSizes } from './components/Drawer/Drawer';
export {
  EmptyState,
  type EmptyStateProps,
  type EmptyStateSize,
  emptyStateSizes,
} from './components/EmptyState/EmptyState';
export {
  Field,
  type FieldControlProps,
  type FieldProps,
  type FieldWrapperProps,
} from './components/Field/Field';
export {
  FileUpload,
  type FileUploadProps,
  type FileUploadSize,
  fileUploadSizes,
} from './components/FileUpload/FileUpload';
export {
  type FileLike,
  type FileRejection,
  type FileRejectionReason,
  type FileRules,
  type FileValidation,
  fileExtension,
  fileRejectionReasons,
  validateFiles,
} from './components/FileUpload/validateFiles';
export { FilterButton, type FilterButtonProps } from './components/FilterButton/FilterButton';
export { Heading, type HeadingLevel, type HeadingProps, headingLevels } from './components/Heading/Heading';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton';
export { LotEditor, type LotEditorLabels, type LotEditorProps } from './components/LotEditor/LotEditor';
export { addNewLot, chooseUnit } from './components/LotEditor/lotEditing';
export {
  canAddExistingLot,
  grandTotals,
  type InventoryLot,
  isLotExpired,
  isoToLotExpiry,
  type Lot,
  type LotField,
  type LotIssue,
  type LotIssueCode,
  type LotProduct,
  type LotTotals,
  type LotUnit,
  parseLotExpiry,
  productTotals,
  sortLotsByExpiry,
  toOrderLines,
  validateProducts,
} from './components/LotEditor/lotRules';
export {
  Menu,
  MenuGroup,
  type MenuGroupProps,
  MenuItem,
  type MenuItemProps,
  MenuItemRadio,
  type MenuItemRadioProps,
  type MenuItemTone,
  type MenuPlacement,
  type MenuProps,
  MenuSeparator,
  menuItemTones,
  menuPlacements,
} from './components/Menu/Menu';
export { MoneyField, type MoneyFieldProps } from './components/MoneyField/MoneyField';
export {
  NumberField,
  type NumberFieldAlign,
  type NumberFieldProps,
  numberFieldAligns,
} from './components/NumberField/NumberField';
export { PageFrame, type PageFrameProps } from './components/PageFrame/PageFrame';
export {
  Pagination,
  type PaginationLabels,
  type PaginationProps,
  type PaginationVariant,
  paginationVariants,
} from './components/Pagination/Pagination';
export {
  clampPage,
  edgePages,
  type PageItem,
  pageCount,
  pageRange,
  pageWindow,
} from './components/Pagination/paginate';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField';
export {
  type ChecklistItem,
  SearchableChecklist,
  type SearchableChecklistProps,
  type SearchableChecklistSearchMode,
  searchableChecklistSearchModes,
} from './components/SearchableChecklist/SearchableChecklist';
export {
  Select,
  type SelectOption,
  type SelectOptionGroup,
  type SelectProps,
  type SelectSize,
  selectSizes,
} from './components/Select/Select';
export { Sheet, type SheetProps } from './components/Sheet/Sheet';
export {
  Skeleton,
  SkeletonGroup,
  type SkeletonGroupProps,
  type SkeletonProps,
  type SkeletonShape,
  skeletonShapes,
} from './components/Skeleton/Skeleton';
export { Spinner, type SpinnerProps, type SpinnerSize, spinnerSizes } from './components/Spinner/Spinner';
export {
  StatCard,
  type StatCardProps,
  type StatCardTone,
  statCardTones,
} from './components/StatCard/StatCard';
export { Switch, type SwitchProps, type SwitchSize, switchSizes } from './components/Switch/Switch';
export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
  type TabsSize,
  tabsSizes,
} from './components/Tabs/Tabs';
export {
  Text,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
  textSizes,
  textTones,
  textWeights,
} from './components/Text/Text';
export {
  Textarea,
  type TextareaProps,
  type TextareaResize,
  textareaResizes,
} from './components/Textarea/Textarea';
export {
  TextField,
  type TextFieldProps,
  type TextFieldSize,
  textFieldSizes,
} from './components/TextField/TextField';
export {
  type ToastAction,
  type ToastApi,
  type ToastOptions,
  type ToastPlacement,
  ToastProvider,
  type ToastProviderProps,
  type ToastTone,
  toastPlacements,
  toastTones,
  useToast,
} from './components/Toast/Toast';
export {
  Tooltip,
  type TooltipPlacement,
  type TooltipProps,
  tooltipDefaultShowTimeout,
  tooltipDefaultSkipTimeout,
  tooltipPlacements,
} from './components/Tooltip/Tooltip';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';
export { createIcon, type IconProps } from './icons/createIcon';
export * from './icons/icons';
export {
  mediaQuery,
  type Sprinkles,
  sprinkles,
  type ThemeName,
  type ThemeVars,
  themeNames,
  tokens,
  vars,
} from './theme';
export {
  clampDay,
  clampRange,
  type DateRangePresetId,
  type DayBounds,
  dateInputErrors,
  dateRangePresetIds,
  formatDisplayDate,
  type IsoDate,
  isAfterDay,
  isBeforeDay,
  isDayInBounds,
  isoDateInTimeZone,
  isRangeReversed,
  parseDisplayDate,
  parseIsoDate,
  presetRange,
  readDateInput,
  toIsoDate,
} from './utils/dates';
export { filterBySearch, matchesSearch, normalizeSearchText } from './utils/search';
