export { mediaQuery, type Sprinkles, sprinkles } from './sprinkles.css';
export { type ThemeName, themeNames } from './themes.css';
export * as tokens from './tokens';
export { type ThemeVars, vars } from './vars.css';
