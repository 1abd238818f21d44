import type { AuthThemePayload, LatchClient } from '@latch/core'
import { syncAuthTheme } from '@latch/core'
import { useEffect } from 'react'
import { resolveThemeMode } from '../theme.js'
import { themeToCssVariables } from '../themeToCssVariables.js'
import { useLatch } from '../useLatch.js'
import { useLatchState } from '../useLatchState.js'
import { useLatchTheme } from '../useLatchTheme.js'
import { usePrefersDarkScheme } from '../usePrefersDarkScheme.js'

// The theme each client's frame was last told, so that reopening the modal does not tell it again.
const told = new WeakMap<LatchClient, string>()

/**
 * Tells the embedded wallet's secure frame the modal's look (`client.syncAuthTheme`), so that
 * what it shows matches: the mode in force and the CSS variables the modal renders with (the
 * site owner's variables, sanitised, over the defaults). Only a client with the embedded
 * wallet (`auth`) is told, once per change of the theme. Called by what the modal shows that
 * can use the frame (the Connect view's email and social logins, every view beyond the
 * shell), not by the shell: a site without the embedded wallet does not fetch it at idle.
 */
export function useAuthThemeSync(): void {
  const client = useLatch()
  const { mode: chosenMode, variables } = useLatchTheme()
  const mode = resolveThemeMode(chosenMode, usePrefersDarkScheme())
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
    syncAuthTheme(client, theme)
  }, [client, hasAuth, key])
}
