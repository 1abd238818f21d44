import type { AuthThemePayload } from '../auth/authConnector.js'
import type { LatchClient } from '../client/latchClient.js'

/**
 * Tells the embedded wallet's frame the modal's theme (`APP_SYNC_THEME`): at once when the
 * frame runs, else when it has loaded. Does nothing without `auth`.
 *
 * @example
 * syncAuthTheme(latch, { themeMode: 'dark' })
 */
export function syncAuthTheme(latch: LatchClient, theme: AuthThemePayload): void {
  latch._internal.auth?.syncTheme(theme)
}
