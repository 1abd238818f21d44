import { type LatchClient, route, type View } from '@latch/core'
import { useCallback, useEffect } from 'react'
import { t } from '../i18n/translate.js'
import { useLatch } from '../useLatch.js'
import { useLatchState } from '../useLatchState.js'
import { useChromeOverride } from './useChromeOverride.js'

export type LoginChromeParameters = {
  /** The login view on screen. */
  view: Extract<View, 'EmailLogin' | 'ConnectingFarcaster'>
  /** Its login has connected the embedded wallet. */
  connected: boolean
  /** Stops its login: `cancelEmailLogin` or `cancelSocialLogin`. */
  cancel: (client: LatchClient) => void
}

/**
 * What a login view adds to the modal's navigation. Back cancels its login before the router
 * goes back, so that no code or Farcaster link stays pending behind the Connect view. Once the
 * login connects, Account shows, as after a wallet's connection (core's router does that only
 * from the wallet views); unless something else has moved the router on since (a sign-in
 * request), whose view stays.
 */
export function useLoginChrome({ view, connected, cancel }: LoginChromeParameters): void {
  const client = useLatch()
  const canGoBack = useLatchState((state) => state.history.length > 1)
  const onBack = useCallback(() => {
    cancel(client)
    route(client, { type: 'router.back' })
  }, [client, cancel])
  useChromeOverride(canGoBack ? { title: t(`view.${view}`), onBack } : undefined)

  useEffect(() => {
    if (connected && client.getState().view === view) {
      route(client, { type: 'router.reset', view: 'Account' })
    }
  }, [client, connected, view])
}
