import type { RepurchaseSuggestion } from '@pharmacy/api-client';

/** How pressing a repurchase is: overdue by some days, due today, or due in some days. */
export type Urgency =
  | { kind: 'overdue'; days: number }
  | { kind: 'today' }
  | { kind: 'upcoming'; days: number };

export function urgencyOf(row: Pick<RepurchaseSuggestion, 'days_until_due'>): Urgency {
  if (row.days_until_due < 0) return { kind: 'overdue', days: -row.days_until_due };
  if (row.days_until_due === 0) return { kind: 'today' };
  return { kind: 'upcoming', days: row.days_until_due };
}

/**
 * Most urgent first: the longest overdue, then due today, then what falls due soonest (the server sorts so; kept
 * here so the marking and the order never disagree).
 */
export function byUrgency(rows: readonly RepurchaseSuggestion[]): RepurchaseSuggestion[] {
  return [...rows].sort((a, b) => a.days_until_due - b.days_until_due || a.code.localeCompare(b.code));
}

/**
 * A phone number as a `tel:` link dials it: digits and a leading '+' only (KiotViet keeps what staff typed, spaces,
 * dots and dashes included). Null when too few digits are left to be a number.
 */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
