import { formatNumber } from '@pharmacy/i18n';
import { Button, EmptyState, SearchIcon } from '@pharmacy/ui';
import type { ReactNode } from 'react';

/** The texts of a list's empty states, as each screen's locale holds them under `list`. */
interface ListEmptyTexts {
  empty: string;
  emptyHint: string;
  noMatch: string;
  noMatchHint: string;
  clearFilters: string;
}

export interface ListEmptyStateProps {
  /** A search or filter is applied: nothing matches it, and 'Xoá bộ lọc' clears it. */
  filtered: boolean;
  /** What the list holds (shown when nothing has been synced yet). */
  icon: ReactNode;
  texts: ListEmptyTexts;
  onClearFilters: () => void;
}

/**
 * A synced list with no rows: nothing matches the search and filters (announced, with a way out), or nothing has been
 * synced yet (with where the rows come from).
 */
export function ListEmptyState({ filtered, icon, texts, onClearFilters }: ListEmptyStateProps) {
  return filtered ? (
    <EmptyState
      size="small"
      role="status"
      icon={<SearchIcon />}
      title={texts.noMatch}
      description={texts.noMatchHint}
      actions={
        <Button variant="outline" tone="neutral" onClick={onClearFilters}>
          {texts.clearFilters}
        </Button>
      }
    />
  ) : (
    <EmptyState size="small" icon={icon} title={texts.empty} description={texts.emptyHint} />
  );
}

/** The values of a list's 'Hiển thị {{from}} đến {{to}} trên tổng {{total}} …' text, formatted for vi-VN. */
export function rangeValues(range: { from: number; to: number; total: number }) {
  return { from: formatNumber(range.from), to: formatNumber(range.to), total: formatNumber(range.total) };
}
