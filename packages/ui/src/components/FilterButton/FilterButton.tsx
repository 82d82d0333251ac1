import { forwardRef, type ReactNode } from 'react';
import { FilterIcon } from '../../icons/icons';
import { Badge } from '../Badge/Badge';
import { Button, type ButtonProps } from '../Button/Button';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './FilterButton.css';

export interface FilterButtonProps extends Omit<ButtonProps, 'icon' | 'variant' | 'tone' | 'children'> {
  /** What the button opens, e.g. 'Bộ lọc nâng cao'. */
  children: ReactNode;
  /** How many filters are in use: a badge beside the label from 1 on. */
  count: number;
  /**
   * The count in words, read after the label in brackets (the badge itself is hidden from assistive tech),
   * e.g. '2 bộ lọc đang áp dụng'. Only shown while `count` is above 0.
   */
  countLabel: string;
}

/**
 * The button that opens a screen's filters (a drawer, a menu), with the number of filters in use. The count is a
 * badge on screen and words in the button's name: 'Bộ lọc nâng cao (2 bộ lọc đang áp dụng)'. It passes its props
 * and ref to the `Button`, so a `Menu` can take it as its trigger.
 */
export const FilterButton = forwardRef<HTMLButtonElement, FilterButtonProps>(function FilterButton(
  { children, count, countLabel, ...props },
  ref,
) {
  return (
    <Button ref={ref} variant="outline" tone="neutral" icon={<FilterIcon size={16} />} {...props}>
      {children}
      {count > 0 ? (
        <>
          <Badge tone="brand" size="small" className={styles.count} aria-hidden="true">
            {count}
          </Badge>
          <VisuallyHidden>({countLabel})</VisuallyHidden>
        </>
      ) : null}
    </Button>
  );
});
