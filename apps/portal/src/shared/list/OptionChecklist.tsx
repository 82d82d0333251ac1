import { type ChecklistItem, SearchableChecklist } from '@pharmacy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OPTION_LIMIT, SEARCH_DEBOUNCE_MS } from './constants';
import { useInterpolate } from './interpolate';

/** A filter's options for one search, as a data hook gives them. */
export interface OptionSource {
  /** The first options matching the search (at most 20). */
  items: ChecklistItem[];
  /** Chosen options the first page does not hold (a link restored from the address), named by id. */
  selectedItems: ChecklistItem[];
  /** How many match in all, when the server says. */
  total: number | undefined;
  failed: boolean;
  loading: boolean;
}

/** A checklist's texts, as the locales hold them under the filter's name. */
export interface OptionTexts {
  label: string;
  searchLabel: string;
  searchPlaceholder: string;
  empty: string;
  failed: string;
  /** Shown when more match than are listed: '{{shown}}' and '{{total}}' are filled in. */
  limit: string;
}

export interface OptionChecklistProps {
  texts: OptionTexts;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The data hook of the options: `(search, chosen) => OptionSource`. */
  useOptions: (search: string, selected: readonly string[]) => OptionSource;
}

/**
 * A filter whose options the server searches (suppliers, products, product groups): 20 listed, searched 300 ms
 * after typing stops; an emptied search asks again at once.
 */
export function OptionChecklist({ texts, value, onChange, useOptions }: OptionChecklistProps) {
  const { t } = useTranslation('common');
  const interpolate = useInterpolate();
  const [search, setSearch] = useState('');
  const options = useOptions(search.trim(), value);
  return (
    <SearchableChecklist
      label={texts.label}
      items={options.items}
      selectedItems={options.selectedItems}
      value={value}
      onChange={onChange}
      searchLabel={texts.searchLabel}
      searchPlaceholder={texts.searchPlaceholder}
      onSearchValueChange={(typed) => {
        if (typed === '') setSearch('');
      }}
      onSearchChange={setSearch}
      debounceMs={SEARCH_DEBOUNCE_MS}
      searchMode="server"
      limit={OPTION_LIMIT}
      totalCount={options.total}
      limitHint={(shown, total) => interpolate(texts.limit, { shown, total })}
      emptyText={options.failed ? texts.failed : texts.empty}
      loading={options.loading}
      loadingText={t('states.loading')}
    />
  );
}
