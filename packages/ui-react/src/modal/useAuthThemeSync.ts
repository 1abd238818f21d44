import type { AuthThemePayload, LatchClient } from '@latch/core'
import { useEffect } from 'react'
import { useLatch } from '../LatchProvider.js'
import { type ThemeMode, type ThemeVariables, themeToCssVariables } from '../theme.js'
import { useLatchState } from '../useLatchState.js'

// The theme each client's frame was last told, so that reopening the modal does not tell it again.
const told = new WeakMap<LatchClient, string>()

/**
 * Tells the embedded wallet's secure frame the modal's look (`client.syncAuthTheme`), so that
 * what it shows matches: the mode in force and the CSS variables the modal renders with (the
 * site owner's variables, sanitised, over the defaults). Only a client with the embedded
 * wallet (`auth`) is told, once per change of the theme.
 */
export function useAuthThemeSync(mode: ThemeMode, variables: ThemeVariables | undefined): void {
  const client = useLatch()
  const hasAuth = useLatchState((state) => state.emailLogin.step !== 'unavailable')
  const theme: AuthThemePayload = {
    themeMode: mode,
    themeVariables: themeToCssVariables(mode, variables),
  }
  const key = JSON.stringify(theme)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is `theme`, by value
  useEffect(() => {
    if (!hasAuth || told.get(client) === key) return
    told.set(client, key)
    client.syncAuthTheme(theme)
  }, [client, hasAuth, key])
}
