/**
 * @pharmacy/ui — accessible React primitives and the theme they share.
 * Import the theme once (it is imported here) and set `data-theme="light" | "dark"` on an ancestor.
 */
import './theme';

export {
  Badge,
  type BadgeProps,
  type BadgeSize,
  type BadgeTone,
  badgeSizes,
  badgeTones,
} from './components/Badge/Badge';
export { Box, type BoxProps, Inline, Stack, type StackProps } from './components/Box/Box';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonTone,
  type ButtonVariant,
  buttonSizes,
  buttonTones,
  buttonVariants,
} from './components/Button/Button';
export { Card, type CardPadding, type CardProps, cardPaddings } from './components/Card/Card';
export { Field, type FieldControlProps, type FieldProps } from './components/Field/Field';
export { Heading, type HeadingLevel, type HeadingProps, headingLevels } from './components/Heading/Heading';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton';
export { Spinner, type SpinnerProps, type SpinnerSize, spinnerSizes } from './components/Spinner/Spinner';
export {
  Text,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
  textSizes,
  textTones,
  textWeights,
} from './components/Text/Text';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';
export { createIcon, type IconProps } from './icons/createIcon';
export * from './icons/icons';
export {
  mediaQuery,
  type Sprinkles,
  sprinkles,
  type ThemeName,
  type ThemeVars,
  themeNames,
  tokens,
  vars,
} from './theme';
