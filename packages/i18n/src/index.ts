export { createI18n } from './createI18n';
export { createLazyI18n } from './createLazyI18n';
export {
  type DateInput,
  formatDailyRate,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatRelativeTime,
  TIME_ZONE,
  todayIso,
  toIsoDate,
} from './format';
export {
  defaultLocale,
  isLocale,
  type Locale,
  locales,
  type Namespace,
  namespaces,
  resources,
} from './resources';
export type { Messages } from './types';
