// The public API of @latch/ui-react. Re-exports by name only.

export { truncateAddress } from '@latch/core'
export { ConnectButton, type ConnectButtonProps } from './ConnectButton.js'
export type { MessageKey, Messages } from './i18n/en.js'
export { type Locale, locales, matchLocale } from './i18n/locales.js'
export { type MessageValues, t } from './i18n/translate.js'
export { LatchModal, type LatchModalProps } from './LatchModal.js'
export { LatchProvider, type LatchProviderProps } from './LatchProvider.js'
export {
  type LatchTheme,
  resolveThemeMode,
  type ThemeMode,
  type ThemeVariables,
} from './theme.js'
export { themeToCssVariables } from './themeToCssVariables.js'
export { type UseAccountReturnType, useAccount } from './useAccount.js'
export { useLatch } from './useLatch.js'
export { shallowEqual, useLatchState } from './useLatchState.js'
export { useLatchTheme } from './useLatchTheme.js'
export { type UseModalReturnType, useModal } from './useModal.js'
export { type UseNetworkReturnType, useNetwork } from './useNetwork.js'
export { usePrefersDarkScheme } from './usePrefersDarkScheme.js'
