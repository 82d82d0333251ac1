import { forwardRef } from 'react';
import { NumberField, type NumberFieldProps } from '../NumberField/NumberField';

export interface MoneyFieldProps
  extends Omit<NumberFieldProps, 'decimalScale' | 'fixedDecimalScale' | 'prefix' | 'suffix'> {
  /**
   * Written after the amount, inside the value, so it is read with it. Defaults to a no-break space and
   * '₫', matching `Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' })` ('150.000 ₫').
   */
  currencySuffix?: string;
}

/**
 * An amount of money in whole đồng: a `NumberField` (react-number-format) with no decimals, vi-VN grouping
 * and a '₫' suffix, reporting an integer or `null`. Negative amounts need a negative `min` (it defaults to
 * 0); ArrowUp/ArrowDown move by 1.000 ₫ unless `step` says otherwise.
 */
export const MoneyField = forwardRef<HTMLInputElement, MoneyFieldProps>(function MoneyField(
  { currencySuffix = '\u00a0₫', min = 0, step = 1000, align = 'end', ...props },
  ref,
) {
  return (
    <NumberField
      ref={ref}
      decimalScale={0}
      suffix={currencySuffix}
      min={min}
      step={step}
      align={align}
      {...props}
    />
  );
});
