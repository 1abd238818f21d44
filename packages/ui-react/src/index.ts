export {
  type ThemeMode,
  type ThemeVariables,
  resolveThemeMode,
  themeToCssVariables,
} from './theme.js'
export { usePrefersDarkScheme } from './usePrefersDarkScheme.js'
