/*
 * One module per icon, re-exported here: a bundle then carries the icons its screens draw, not all of them (the
 * sign-in page draws two; as one module they were 3.8 KB of every first visit).
 */

export { AlertTriangleIcon } from './glyph/AlertTriangleIcon';
export { BuildingIcon } from './glyph/BuildingIcon';
export { CalendarIcon } from './glyph/CalendarIcon';
export { CheckCircleIcon } from './glyph/CheckCircleIcon';
export { CheckIcon } from './glyph/CheckIcon';
export { ChevronDownIcon } from './glyph/ChevronDownIcon';
export { ChevronLeftIcon } from './glyph/ChevronLeftIcon';
export { ChevronRightIcon } from './glyph/ChevronRightIcon';
export { ChevronsUpDownIcon } from './glyph/ChevronsUpDownIcon';
export { ChevronUpIcon } from './glyph/ChevronUpIcon';
export { ClipboardListIcon } from './glyph/ClipboardListIcon';
export { CloseIcon } from './glyph/CloseIcon';
export { DownloadIcon } from './glyph/DownloadIcon';
export { ExternalLinkIcon } from './glyph/ExternalLinkIcon';
export { EyeIcon } from './glyph/EyeIcon';
export { EyeOffIcon } from './glyph/EyeOffIcon';
export { FileIcon } from './glyph/FileIcon';
export { FilterIcon } from './glyph/FilterIcon';
export { HistoryIcon } from './glyph/HistoryIcon';
export { InfoIcon } from './glyph/InfoIcon';
export { KeyIcon } from './glyph/KeyIcon';
export { LinkIcon } from './glyph/LinkIcon';
export { LogOutIcon } from './glyph/LogOutIcon';
export { MenuIcon } from './glyph/MenuIcon';
export { MinusIcon } from './glyph/MinusIcon';
export { PackageIcon } from './glyph/PackageIcon';
export { PanelLeftIcon } from './glyph/PanelLeftIcon';
export { PencilIcon } from './glyph/PencilIcon';
export { PillIcon } from './glyph/PillIcon';
export { PlusIcon } from './glyph/PlusIcon';
export { PrinterIcon } from './glyph/PrinterIcon';
export { RefreshIcon } from './glyph/RefreshIcon';
export { SearchIcon } from './glyph/SearchIcon';
export { SettingsIcon } from './glyph/SettingsIcon';
export { ShoppingCartIcon } from './glyph/ShoppingCartIcon';
export { StoreIcon } from './glyph/StoreIcon';
export { TrashIcon } from './glyph/TrashIcon';
export { TruckIcon } from './glyph/TruckIcon';
export { UploadIcon } from './glyph/UploadIcon';
export { UserIcon } from './glyph/UserIcon';
export { UsersIcon } from './glyph/UsersIcon';
export { XCircleIcon } from './glyph/XCircleIcon';
