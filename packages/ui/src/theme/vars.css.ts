/*
 * What components import to read the theme. Importing it also brings in the themes (the values of every
 * variable), the fonts and the global reset: every component's styles import this file, so a bundler that
 * tree-shakes the package's entry still ships them with the first component a tool uses. The contract lives
 * in its own file so the themes can fill it without importing themselves.
 */
import './fonts.css';
import './themes.css';
import './global.css';

export { type ThemeVars, vars } from './contract.css';
