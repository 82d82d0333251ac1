import type { ReactNode } from 'react';
import { filterBySearch } from '../../utils/search';

/** One choice of a Select or Combobox. */
export interface PickerOption {
  /** Stable identifier, e.g. a supplier id. */
  value: string;
  /** What the option is called; it names the option and is what search matches. */
  label: string;
  /** A second line, announced as the option's description. */
  description?: ReactNode;
  /** A short tag after the label, e.g. the source of a supplier ('KiotViet'); part of the option's name. */
  badge?: ReactNode;
  disabled?: boolean;
  /** More text that search matches besides the label, e.g. a product code. */
  keywords?: string;
}

/** Options shown together under a label, e.g. 'Nhà cung cấp nội bộ'. */
export interface PickerOptionGroup<Option extends PickerOption = PickerOption> {
  label: string;
  options: readonly Option[];
}

/** A flat list of options, groups of options, or both (ungrouped options come where they stand). */
export type PickerOptions<Option extends PickerOption = PickerOption> = ReadonlyArray<
  Option | PickerOptionGroup<Option>
>;

/** A run of options to render: a group with its label, or consecutive ungrouped options (no label). */
export interface PickerSection<Option extends PickerOption = PickerOption> {
  label: string | null;
  options: Option[];
}

function isOptionGroup<Option extends PickerOption>(
  entry: Option | PickerOptionGroup<Option>,
): entry is PickerOptionGroup<Option> {
  return 'options' in entry && Array.isArray(entry.options);
}

/**
 * Sections in display order. Consecutive ungrouped options share one unlabelled section; empty groups are
 * dropped, so no label stands over nothing.
 */
export function toSections<Option extends PickerOption>(
  options: PickerOptions<Option>,
): PickerSection<Option>[] {
  const sections: PickerSection<Option>[] = [];
  for (const entry of options) {
    if (isOptionGroup(entry)) {
      if (entry.options.length > 0) sections.push({ label: entry.label, options: [...entry.options] });
      continue;
    }
    const last = sections.at(-1);
    if (last && last.label === null) last.options.push(entry);
    else sections.push({ label: null, options: [entry] });
  }
  return sections;
}

/**
 * Every option in display order. Keyboard engines that index a flat list (downshift) use this order, so the
 * n-th option rendered is the n-th item.
 */
export function flattenSections<Option extends PickerOption>(
  sections: readonly PickerSection<Option>[],
): Option[] {
  return sections.flatMap((section) => section.options);
}

/** The sections whose options match the query, ignoring case and Vietnamese accents; empty groups drop out. */
export function filterSections<Option extends PickerOption>(
  sections: readonly PickerSection<Option>[],
  query: string,
): PickerSection<Option>[] {
  return sections
    .map((section) => ({
      label: section.label,
      options: filterBySearch(section.options, query, (option) =>
        option.keywords ? `${option.label} ${option.keywords}` : option.label,
      ),
    }))
    .filter((section) => section.options.length > 0);
}

/** The option with this value, wherever it is grouped. */
export function findOption<Option extends PickerOption>(
  options: PickerOptions<Option>,
  value: string | null | undefined,
): Option | undefined {
  if (value == null) return undefined;
  return flattenSections(toSections(options)).find((option) => option.value === value);
}
