export {
  resolveThemeMode,
  type ThemeMode,
  type ThemeVariables,
  themeToCssVariables,
} from './theme.js'
export { usePrefersDarkScheme } from './usePrefersDarkScheme.js'
