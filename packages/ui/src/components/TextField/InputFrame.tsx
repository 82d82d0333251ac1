import type { CSSProperties, ReactNode } from 'react';
import { vars } from '../../theme/vars.css';
import { cx } from '../private/cx';
import {
  adornmentEnd,
  adornmentStart,
  inputGroup,
  withEndAdornment,
  withStartAdornment,
} from '../private/input.css';
import { unit } from './TextField.css';

export interface InputAdornmentProps {
  /** A decorative icon inside the start of the control (hidden from assistive tech). */
  startIcon?: ReactNode;
  /**
   * Content inside the end of the control: a short unit as a string (`'viên'`), or an element such as an
   * `IconButton`. A unit is visual only — say it in the label or description too when it matters.
   */
  endAdornment?: ReactNode;
}

/** The classes and padding that make room for the adornments inside a control's border. */
export function adornedInputProps({ startIcon, endAdornment }: InputAdornmentProps): {
  className: string;
  style?: CSSProperties;
} {
  const className = cx(startIcon ? withStartAdornment : false, endAdornment ? withEndAdornment : false);
  // A text unit varies in length, so the padding follows it instead of the fixed room left for a button.
  const style =
    typeof endAdornment === 'string'
      ? { paddingInlineEnd: `calc(${endAdornment.length}ch + ${vars.space.large})` }
      : undefined;
  return { className, style };
}

/**
 * Positions a text-like control's adornments over its border. Shared by the text, password and number
 * fields so their icons and units line up.
 */
export function InputFrame({
  startIcon,
  endAdornment,
  children,
}: InputAdornmentProps & { children: ReactNode }) {
  if (!startIcon && !endAdornment) return children;
  return (
    <div className={inputGroup}>
      {startIcon ? (
        <span className={adornmentStart} aria-hidden="true">
          {startIcon}
        </span>
      ) : null}
      {children}
      {endAdornment ? (
        <span className={adornmentEnd}>
          {typeof endAdornment === 'string' ? <span className={unit}>{endAdornment}</span> : endAdornment}
        </span>
      ) : null}
    </div>
  );
}
