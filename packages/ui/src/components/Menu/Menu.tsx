import {
  Menu as AriakitMenu,
  MenuGroup as AriakitMenuGroup,
  MenuItem as AriakitMenuItem,
  MenuItemRadio as AriakitMenuItemRadio,
  MenuSeparator as AriakitMenuSeparator,
  MenuButton,
  MenuGroupLabel,
  MenuItemCheck,
  MenuProvider,
} from '@ariakit/react';
import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { CheckIcon } from '../../icons/icons';
import { normalizeSearchText } from '../../utils/search';
import { cx } from '../private/cx';
import { groupLabel, popover } from '../private/popover.css';
import { foldTypedLetter } from '../private/typeahead';
import * as styles from './Menu.css';

export const menuPlacements = [
  'bottom-start',
  'bottom-end',
  'top-start',
  'top-end',
  'right-start',
  'left-start',
] as const;
export type MenuPlacement = (typeof menuPlacements)[number];
export const menuItemTones = ['neutral', 'critical'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

export interface MenuProps {
  /**
   * The button that opens the menu (e.g. the header's avatar button); it must forward its ref and spread its
   * props. It gets `aria-haspopup`/`aria-expanded`, and focus returns to it when the menu closes.
   */
  trigger: ReactElement;
  /** Accessible name of the menu, e.g. 'Tài khoản'. Defaults to the trigger's name. */
  label?: string;
  /** A block above the items, e.g. the signed-in user's name and role. Not focusable. */
  header?: ReactNode;
  /** `MenuItem`, `MenuItemRadio`, `MenuGroup` and `MenuSeparator` elements. */
  children: ReactNode;
  /** Where the menu opens relative to the trigger; it flips when there is no room. */
  placement?: MenuPlacement;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the next open state when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A menu of actions opened from a button, e.g. the avatar menu (change password, language, log out).
 * Built on Ariakit `Menu`: Enter, Space or ArrowDown on the button opens it on the first item (ArrowUp on the
 * last); arrows, Home and End move; typing jumps to the item starting with those letters; Escape or Tab
 * closes it and focus returns to the button.
 */
export function Menu({
  trigger,
  label,
  header,
  children,
  placement = 'bottom-end',
  open,
  defaultOpen,
  onOpenChange,
}: MenuProps) {
  return (
    <MenuProvider placement={placement} open={open} defaultOpen={defaultOpen} setOpen={onOpenChange}>
      <MenuButton render={trigger} />
      <AriakitMenu
        // Rendered in place (Ariakit's default for menus): Tab order stays natural and no focus sentinels are
        // needed. It floats above its surroundings, so only a clipping `overflow` ancestor could hide it.
        gutter={4}
        unmountOnHide
        aria-label={label}
        className={cx(popover, styles.menu)}
        onKeyDownCapture={foldTypedLetter}
      >
        {header ? (
          // Presentational: it is read as part of the menu's content, not as an item.
          <div role="presentation" className={styles.header}>
            {header}
          </div>
        ) : null}
        {children}
      </AriakitMenu>
    </MenuProvider>
  );
}

export interface MenuItemProps {
  /** The label; typeahead matches its first letters. */
  children: ReactNode;
  /** The label as plain text for typeahead, when `children` is not a string. */
  textValue?: string;
  /** An icon before the label (hidden from assistive tech). */
  icon?: ReactNode;
  /** `critical` for destructive actions. */
  tone?: MenuItemTone;
  /** Runs when the item is chosen by click, Enter or Space. The menu then closes. */
  onSelect?: (event: MouseEvent<HTMLDivElement>) => void;
  disabled?: boolean;
  /** Keep the menu open after choosing this item. */
  keepOpen?: boolean;
}

/** One action in a `Menu`. */
export function MenuItem({
  children,
  textValue,
  icon,
  tone = 'neutral',
  onSelect,
  disabled = false,
  keepOpen = false,
}: MenuItemProps) {
  return (
    <AriakitMenuItem
      className={styles.menuItem({ tone })}
      data-tone={tone}
      disabled={disabled}
      hideOnClick={!keepOpen}
      onClick={onSelect}
      typeaheadText={typeaheadText(children, textValue)}
    >
      {icon ? (
        <span className={styles.itemIcon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.itemLabel}>{children}</span>
    </AriakitMenuItem>
  );
}

export interface MenuItemRadioProps {
  children: ReactNode;
  /** The label as plain text for typeahead, when `children` is not a string. */
  textValue?: string;
  /** The group the choice belongs to, e.g. 'locale'. */
  name: string;
  value: string;
  checked: boolean;
  /** Runs when this choice is made. The menu then closes. */
  onSelect?: (value: string) => void;
  disabled?: boolean;
}

/** One of several mutually exclusive choices in a `Menu` (e.g. the interface language), with a check mark. */
export function MenuItemRadio({
  children,
  textValue,
  name,
  value,
  checked,
  onSelect,
  disabled = false,
}: MenuItemRadioProps) {
  return (
    <AriakitMenuItemRadio
      className={styles.menuItem({ tone: 'neutral' })}
      name={name}
      value={value}
      checked={checked}
      disabled={disabled}
      hideOnClick
      onChange={() => onSelect?.(value)}
      typeaheadText={typeaheadText(children, textValue)}
    >
      <MenuItemCheck className={styles.itemCheck} checked={checked}>
        <CheckIcon />
      </MenuItemCheck>
      <span className={styles.itemLabel}>{children}</span>
    </AriakitMenuItemRadio>
  );
}

/**
 * The text typeahead compares with what is typed. Ariakit strips combining accents from item labels but not
 * 'đ', and compares typed letters as they are; folding both the Vietnamese way lets 'd' reach 'Đăng xuất'.
 */
function typeaheadText(children: ReactNode, textValue: string | undefined): string | undefined {
  const text = textValue ?? (typeof children === 'string' ? children : undefined);
  return text === undefined ? undefined : normalizeSearchText(text);
}

export interface MenuGroupProps {
  /** The group's visible label; it names the group. */
  label: ReactNode;
  children: ReactNode;
}

/** Items under a label, e.g. the languages under 'Ngôn ngữ'. */
export function MenuGroup({ label, children }: MenuGroupProps) {
  return (
    <AriakitMenuGroup>
      <MenuGroupLabel className={groupLabel}>{label}</MenuGroupLabel>
      {children}
    </AriakitMenuGroup>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <AriakitMenuSeparator className={styles.separator} />;
}
