import { createElement, forwardRef, type HTMLAttributes } from 'react';
import { type Sprinkles, sprinkles } from '../../theme/sprinkles.css';
import { cx } from '../private/cx';

type BoxElement =
  | 'div'
  | 'span'
  | 'section'
  | 'header'
  | 'footer'
  | 'main'
  | 'nav'
  | 'aside'
  | 'ul'
  | 'ol'
  | 'li'
  | 'form';

export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles | 'color'>, Sprinkles {
  as?: BoxElement;
}

/**
 * The layout primitive: any element with the theme's sprinkles as props
 * (`<Box display="flex" gap="small" padding={{ mobile: 'small', tablet: 'large' }}>`).
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return createElement(as, { ref, className: cx(sprinkles(atoms as Sprinkles), className), ...rest });
});

export interface StackProps extends BoxProps {
  gap?: Sprinkles['gap'];
}

/** Children stacked vertically with an even gap. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack({ gap = 'medium', ...props }, ref) {
  return <Box ref={ref} display="flex" flexDirection="column" gap={gap} {...props} />;
});

/** Children in a row that wraps, with an even gap, centred on the cross axis. */
export const Inline = forwardRef<HTMLElement, StackProps>(function Inline({ gap = 'small', ...props }, ref) {
  return <Box ref={ref} display="flex" flexWrap="wrap" alignItems="center" gap={gap} {...props} />;
});
