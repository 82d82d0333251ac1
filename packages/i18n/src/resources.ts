import { en } from './locales/en';
import { vi } from './locales/vi';

export { defaultLocale, isLocale, type Locale, locales } from './locale';

export type Namespace = keyof typeof vi;
export const namespaces = Object.keys(vi) as Namespace[];

export const resources = { vi, en } as const;
