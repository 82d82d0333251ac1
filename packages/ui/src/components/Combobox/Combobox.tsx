import { type UseComboboxState, type UseComboboxStateChangeOptions, useCombobox } from 'downshift';
import {
  type FocusEvent,
  forwardRef,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ChevronDownIcon, CloseIcon } from '../../icons/icons';
import { Field, type FieldWrapperProps, splitFieldProps } from '../Field/Field';
import { IconButton } from '../IconButton/IconButton';
import { cx } from '../private/cx';
import { adornmentEnd, input, inputGroup } from '../private/input.css';
import { groupLabel, listItem, listMessage, popover } from '../private/popover.css';
import { OptionContent } from '../Select/OptionContent';
import {
  filterSections,
  flattenSections,
  type PickerOption,
  type PickerOptionGroup,
  type PickerOptions,
  type PickerSection,
  toSections,
} from '../Select/options';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Combobox.css';
import { useDebouncedCallback } from './useDebouncedCallback';

export type ComboboxOption = PickerOption;
export type ComboboxOptionGroup = PickerOptionGroup<ComboboxOption>;

export const comboboxSizes = ['small', 'medium', 'large'] as const;
export type ComboboxSize = (typeof comboboxSizes)[number];

export interface ComboboxProps
  extends FieldWrapperProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'value' | 'defaultValue' | 'onChange' | 'size' | 'id' | 'required' | 'type' | 'placeholder' | 'name'
    > {
  /** Options, groups of options (with a group label), or both. Group order is the keyboard order. */
  options: PickerOptions<ComboboxOption>;
  /** The chosen option, or null. Controlled when given; an object, so it shows even when a search no longer lists it. */
  selectedItem?: ComboboxOption | null;
  /** The initially chosen option when uncontrolled. */
  defaultSelectedItem?: ComboboxOption | null;
  /** Called with the chosen option, or null when cleared. */
  onSelectedItemChange?: (item: ComboboxOption | null) => void;
  /** Shown while nothing is chosen, e.g. 'Chọn nhà cung cấp'. */
  placeholder?: string;
  /** Shown while the list is open and nothing is typed, e.g. 'Tìm kiếm nhà cung cấp...'. */
  searchPlaceholder?: string;
  /**
   * Options come from a search the owner runs (through `onInputChange`) and are shown as given. Otherwise
   * options are filtered here by label and keywords, ignoring case and Vietnamese accents.
   */
  async?: boolean;
  /** Called with the typed search text, debounced; with '' when the search resets (the list closes). */
  onInputChange?: (query: string) => void;
  /** Debounce of `onInputChange` in ms. */
  debounceMs?: number;
  /** Options are being fetched: `loadingText` shows (after any options already listed). */
  loading?: boolean;
  /** Shown and announced while `loading`, e.g. 'Đang tải...'. */
  loadingText?: ReactNode;
  /** Shown when no option matches, e.g. 'Không tìm thấy nhà cung cấp.'. */
  emptyText?: ReactNode;
  /** More options can be fetched: a last option, `loadMoreText`, calls `onLoadMore` (by keyboard or pointer). */
  hasMore?: boolean;
  /** Called when the 'load more' option is chosen (click or Enter): fetch the next page of options. */
  onLoadMore?: () => void;
  /** e.g. 'Tải thêm sản phẩm...'. */
  loadMoreText?: string;
  /**
   * Empties the input after each choice and keeps nothing chosen, for pickers that add the chosen option
   * somewhere else (a product to an order). Every choice is reported through `onSelectedItemChange`.
   */
  clearOnSelect?: boolean;
  /** Shows a clear button while something is chosen or typed. */
  clearable?: boolean;
  /** Accessible name of the clear button. */
  clearLabel?: string;
  /** Accessible name of the button that opens the list. */
  toggleLabel?: string;
  /** Height: `small` 32 px (in tables), `medium` 36 px, `large` 44 px. */
  size?: ComboboxSize;
  /** Submits the chosen option's value under this name in a native form. */
  name?: string;
  /** Classes for the field's outer wrapper. */
  className?: string;
}

/** The "load more" row: an item of downshift's list that fetches instead of being chosen. */
const loadMoreItem: ComboboxOption = { value: '\u0000load-more', label: '' };

const itemToString = (item: ComboboxOption | null) => (item && item !== loadMoreItem ? item.label : '');
const itemToKey = (item: ComboboxOption | null) => item?.value ?? null;
const isItemDisabled = (item: ComboboxOption) => Boolean(item.disabled);

/** Flags an event so downshift's own handler skips it. */
function skipDownshift(event: KeyboardEvent | MouseEvent) {
  (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
}

/**
 * Finds and chooses one option from a long or server-searched list: a text input with a listbox, grouped
 * options with group labels, a badge per option (e.g. a source tag), accent- and case-insensitive matching
 * ('nha thuoc' finds 'Nhà thuốc'), or async search with loading, empty and "load more" states. Built on
 * downshift `useCombobox` (ARIA 1.2 combobox: arrows move, Enter chooses, Escape closes, Home/End jump).
 * The ref reaches the input.
 */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(
  {
    options,
    selectedItem: selectedItemProp,
    defaultSelectedItem = null,
    onSelectedItemChange,
    placeholder,
    searchPlaceholder,
    async = false,
    onInputChange,
    debounceMs = 300,
    loading = false,
    loadingText = 'Loading…',
    emptyText = 'No results',
    hasMore = false,
    onLoadMore,
    loadMoreText = 'Load more',
    clearOnSelect = false,
    clearable = true,
    clearLabel = 'Clear',
    toggleLabel = 'Show options',
    size = 'medium',
    name,
    disabled,
    readOnly,
    onKeyDown,
    onClick,
    onFocus,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const [fieldProps, inputProps] = splitFieldProps(rest);
  const generatedId = useId();
  const inputId = fieldProps.id ?? generatedId;
  const labelId = `${inputId}-list-label`;
  const [query, setQuery] = useState('');
  const reportedQuery = useRef('');
  const inputRef = useRef<HTMLInputElement | null>(null);

  const sections = useMemo(() => toSections(options), [options]);
  const visibleSections = useMemo(
    () => (async ? sections : filterSections(sections, query)),
    [async, sections, query],
  );
  const showLoadMore = hasMore && Boolean(onLoadMore) && !loading;
  const items = useMemo(() => {
    const flat = flattenSections(visibleSections);
    return showLoadMore ? [...flat, loadMoreItem] : flat;
  }, [visibleSections, showLoadMore]);

  const reportQuery = useDebouncedCallback((next: string) => {
    reportedQuery.current = next;
    onInputChange?.(next);
  }, debounceMs);

  /** The search ends with the list: the next opening shows everything again. */
  const resetQuery = () => {
    setQuery('');
    reportQuery.cancel();
    if (reportedQuery.current !== '') {
      reportedQuery.current = '';
      onInputChange?.('');
    }
  };

  const stateReducer = (
    state: UseComboboxState<ComboboxOption>,
    { type, changes }: UseComboboxStateChangeOptions<ComboboxOption>,
  ): Partial<UseComboboxState<ComboboxOption>> => {
    const types = useCombobox.stateChangeTypes;
    const chose = changes.selectedItem !== state.selectedItem;
    if (changes.selectedItem === loadMoreItem) {
      // "Load more" is never chosen, not even by Tab leaving the input while it is highlighted.
      return { ...changes, selectedItem: state.selectedItem, inputValue: itemToString(state.selectedItem) };
    }
    if (clearOnSelect && chose) return { ...changes, inputValue: '' };
    if (type === types.InputBlur || (type === types.InputKeyDownEscape && state.isOpen)) {
      // Leaving without choosing puts the chosen option's label back over the half-typed search.
      return { ...changes, inputValue: itemToString(changes.selectedItem ?? null) };
    }
    return changes;
  };

  const {
    isOpen,
    highlightedIndex,
    selectedItem,
    getInputProps,
    getMenuProps,
    getItemProps,
    getToggleButtonProps,
    selectItem,
  } = useCombobox<ComboboxOption>({
    items,
    inputId,
    labelId,
    itemToString,
    itemToKey,
    isItemDisabled,
    ...(clearOnSelect
      ? { selectedItem: null }
      : selectedItemProp !== undefined
        ? { selectedItem: selectedItemProp }
        : { initialSelectedItem: defaultSelectedItem }),
    onSelectedItemChange: ({ selectedItem: next }) => onSelectedItemChange?.(next ?? null),
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      setQuery(inputValue ?? '');
      reportQuery(inputValue ?? '');
    },
    onIsOpenChange: ({ isOpen: open, type }) => {
      if (!open) resetQuery();
      // Opening over a chosen option (not by typing) selects its label, so typing starts a new search.
      else if (type !== useCombobox.stateChangeTypes.InputChange) inputRef.current?.select();
    },
    stateReducer,
  });

  const loadMore = (event: KeyboardEvent | MouseEvent) => {
    skipDownshift(event);
    event.preventDefault();
    onLoadMore?.();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (readOnly) {
      // A read-only field shows its choice and does not open.
      if (event.key !== 'Tab') skipDownshift(event);
      return;
    }
    if (event.key === 'Enter' && isOpen && items[highlightedIndex] === loadMoreItem) {
      loadMore(event);
    } else if (event.key === 'Escape' && !isOpen) {
      // A closed list leaves Escape to whatever holds the field (a drawer closes) instead of clearing it.
      skipDownshift(event);
    }
  };

  const clear = () => {
    selectItem(null);
    resetQuery();
    inputRef.current?.focus();
  };

  const interactive = !disabled && !readOnly;
  const showClear = clearable && interactive && (selectedItem !== null || query !== '');
  const optionCount = items.length - (showLoadMore ? 1 : 0);
  const message = loading ? (
    <>
      <Spinner size="small" decorative />
      {loadingText}
    </>
  ) : optionCount === 0 ? (
    emptyText
  ) : null;

  let index = 0;
  const renderOption = (option: ComboboxOption) => {
    const itemIndex = index++;
    return (
      <div
        key={option.value}
        className={listItem}
        data-highlighted={highlightedIndex === itemIndex}
        {...getItemProps({ item: option, index: itemIndex })}
      >
        <OptionContent option={option} selected={option.value === selectedItem?.value} />
      </div>
    );
  };
  const renderSection = (section: PickerSection<ComboboxOption>, sectionIndex: number) => {
    if (section.label === null) return section.options.map(renderOption);
    const groupLabelId = `${inputId}-group-${sectionIndex}`;
    return (
      // biome-ignore lint/a11y/useSemanticElements: an option group inside a listbox; a fieldset is a form-control group
      <div key={groupLabelId} role="group" aria-labelledby={groupLabelId}>
        <div id={groupLabelId} className={groupLabel}>
          {section.label}
        </div>
        {section.options.map(renderOption)}
      </div>
    );
  };

  return (
    <Field {...fieldProps} id={inputId}>
      {(control) => (
        <div className={styles.root}>
          <div className={inputGroup}>
            <input
              className={cx(input({ size }), styles.comboboxInput({ endButtons: showClear ? 'two' : 'one' }))}
              {...getInputProps({
                ...inputProps,
                ref: (node: HTMLInputElement | null) => {
                  inputRef.current = node;
                  if (typeof ref === 'function') ref(node);
                  else if (ref) ref.current = node;
                },
                disabled,
                readOnly,
                placeholder: isOpen ? (searchPlaceholder ?? placeholder) : placeholder,
                'aria-describedby': cx(control['aria-describedby'], describedBy) || undefined,
                'aria-invalid': control['aria-invalid'],
                'aria-required': control['aria-required'],
                onKeyDown: handleKeyDown,
                onClick: (event: MouseEvent<HTMLInputElement>) => {
                  onClick?.(event);
                  if (readOnly) skipDownshift(event);
                },
                onFocus: (event: FocusEvent<HTMLInputElement>) => {
                  onFocus?.(event);
                  event.currentTarget.select();
                },
              })}
            />
            <span className={adornmentEnd}>
              {showClear ? (
                <IconButton
                  size="small"
                  label={clearLabel}
                  icon={<CloseIcon />}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={clear}
                />
              ) : null}
              <IconButton
                size="small"
                label={toggleLabel}
                icon={<ChevronDownIcon />}
                {...getToggleButtonProps({ disabled: !interactive })}
              />
            </span>
          </div>
          {name ? <input type="hidden" name={name} value={selectedItem?.value ?? ''} /> : null}
          {/* The listbox is named by the field's label; a hidden copy gives it an id to point at. */}
          <span id={labelId} hidden>
            {fieldProps.label}
          </span>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: not an interaction; pressing on a group label or the scrollbar must not take focus from the input */}
          <div
            className={cx(popover, styles.menu)}
            hidden={!isOpen}
            onMouseDown={(event) => event.preventDefault()}
          >
            <div
              className={styles.listbox}
              {...getMenuProps({ 'aria-busy': loading })}
              hidden={items.length === 0}
            >
              {visibleSections.map(renderSection)}
              {showLoadMore ? (
                <div
                  className={cx(listItem, styles.loadMore)}
                  data-highlighted={highlightedIndex === optionCount}
                  {...getItemProps({ item: loadMoreItem, index: optionCount, onClick: loadMore })}
                >
                  {loadMoreText}
                </div>
              ) : null}
            </div>
            <div role="status" className={cx(listMessage, styles.message)}>
              {isOpen ? message : null}
            </div>
          </div>
        </div>
      )}
    </Field>
  );
});
