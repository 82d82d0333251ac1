import { en } from './locales/en';
import { vi } from './locales/vi';

export const locales = ['vi', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'vi';

export type Namespace = keyof typeof vi;
export const namespaces = Object.keys(vi) as Namespace[];

export const resources = { vi, en } as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
