import {
  Select as AriakitSelect,
  SelectGroup,
  SelectGroupLabel,
  SelectItem,
  SelectPopover,
  SelectProvider,
  useSelectContext,
  useStoreState,
} from '@ariakit/react';
import { type ButtonHTMLAttributes, Fragment, forwardRef, type ReactNode, useId, useMemo } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import { normalizeSearchText } from '../../utils/search';
import { Field, type FieldControlProps, type FieldWrapperProps, splitFieldProps } from '../Field/Field';
import { cx } from '../private/cx';
import { input } from '../private/input.css';
import { groupLabel, listItem, popover } from '../private/popover.css';
import { foldTypedLetter } from '../private/typeahead';
import { OptionContent } from './OptionContent';
import {
  findOption,
  type PickerOption,
  type PickerOptionGroup,
  type PickerOptions,
  toSections,
} from './options';
import * as styles from './Select.css';

export type SelectOption = PickerOption;
export type SelectOptionGroup = PickerOptionGroup<SelectOption>;

export const selectSizes = ['small', 'medium', 'large'] as const;
export type SelectSize = (typeof selectSizes)[number];

export interface SelectProps
  extends FieldWrapperProps,
    Omit<
      ButtonHTMLAttributes<HTMLButtonElement>,
      'value' | 'defaultValue' | 'onChange' | 'id' | 'children' | 'type' | 'name'
    > {
  /** Options, groups of options (with a group label), or both. */
  options: PickerOptions<SelectOption>;
  /** The chosen option's value, or null for none. Controlled when given. */
  value?: string | null;
  /** The initially chosen value when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the chosen option's value. */
  onChange?: (value: string | null) => void;
  /** Shown while nothing is chosen, e.g. 'Chọn nhà cung cấp'. */
  placeholder?: ReactNode;
  /** Height: `small` 32 px (in tables), `medium` 36 px, `large` 44 px. */
  size?: SelectSize;
  /** Submits the value under this name in a native form. */
  name?: string;
  /** Classes for the field's outer wrapper. */
  className?: string;
}

/**
 * Chooses one option from a short, known list: a button showing the choice and a listbox popover, with
 * optional group labels, a badge per option (e.g. a source tag) and a description line. Built on Ariakit
 * `Select` (keyboard: arrows open and move, typing jumps to an option — without accents, 'd' for 'đ' — Enter/Space
 * choose, Escape closes).
 * For long or server-searched lists use `Combobox`. The ref reaches the button.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  { value, defaultValue = null, onChange, ...rest },
  ref,
) {
  const [fieldProps, props] = splitFieldProps(rest);
  return (
    <Field {...fieldProps}>
      {(control) => (
        <SelectProvider
          {...(value !== undefined ? { value: value ?? '' } : { defaultValue: defaultValue ?? '' })}
          setValue={(next: string) => onChange?.(next === '' ? null : next)}
        >
          <SelectControl ref={ref} label={fieldProps.label} control={control} {...props} />
        </SelectProvider>
      )}
    </Field>
  );
});

interface SelectControlProps
  extends Omit<SelectProps, keyof FieldWrapperProps | 'className' | 'value' | 'defaultValue' | 'onChange'> {
  label: ReactNode;
  control: FieldControlProps;
}

/** The button and its popover, inside the provider so they can read the chosen value. */
const SelectControl = forwardRef<HTMLButtonElement, SelectControlProps>(function SelectControl(
  {
    label,
    control,
    options,
    placeholder,
    size = 'medium',
    name,
    'aria-describedby': describedBy,
    ...buttonProps
  },
  ref,
) {
  const store = useSelectContext();
  const current = useStoreState(store, 'value') ?? '';
  const listLabelId = useId();
  const sections = useMemo(() => toSections(options), [options]);
  const chosen = findOption(options, typeof current === 'string' ? current : null);

  return (
    <>
      <AriakitSelect
        ref={ref}
        name={name}
        className={cx(input({ size }), styles.selectTrigger({ empty: !chosen }))}
        {...control}
        aria-describedby={cx(control['aria-describedby'], describedBy) || undefined}
        {...buttonProps}
      >
        <span className={styles.triggerValue}>
          <span className={styles.triggerLabel}>{chosen ? chosen.label : placeholder}</span>
          {chosen?.badge ? <span className={styles.optionBadge}>{chosen.badge}</span> : null}
        </span>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </AriakitSelect>
      {/* The listbox is named by the field's label; a hidden copy gives it an id to point at. */}
      <span id={listLabelId} hidden>
        {label}
      </span>
      {/*
        Rendered in place, not portalled: a portalled non-modal popover needs Ariakit's aria-hidden tab guards
        (which axe rejects), while in place the Tab order simply follows the document.
      */}
      <SelectPopover
        portal={false}
        sameWidth
        gutter={4}
        aria-labelledby={listLabelId}
        className={popover}
        onKeyDownCapture={foldTypedLetter}
      >
        {sections.map((section, sectionIndex) => {
          const items = section.options.map((option) => (
            <SelectItem
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              // Typing 'd' reaches 'Đang giao hàng': Ariakit drops accents but keeps 'đ' as it is.
              typeaheadText={normalizeSearchText(option.label)}
              className={listItem}
            >
              <OptionContent option={option} selected={option === chosen} />
            </SelectItem>
          ));
          return section.label === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: an unlabelled run is identified by its position
            <Fragment key={sectionIndex}>{items}</Fragment>
          ) : (
            <SelectGroup key={`group-${section.label}`}>
              <SelectGroupLabel className={groupLabel}>{section.label}</SelectGroupLabel>
              {items}
            </SelectGroup>
          );
        })}
      </SelectPopover>
    </>
  );
});
