// Test-only: the frame lifecycle machine as a client runs it (its system id `frame`), for the
// tests of the secure frame host and what uses it without a whole client.
import { createActor } from 'xstate'
import type { AlertCode } from '../errors/alerts.js'
import { frameLifecycleMachine } from '../machines/frameLifecycle.js'

/**
 * A started frame lifecycle whose effects call `effects`: `reloadFrame` is the host's
 * `reloadPage` once the host exists (hence a function read when called).
 */
export function frameLifecycleActor(effects: {
  showAlert: (code: AlertCode) => void
  reloadFrame: () => void
}) {
  return createActor(
    frameLifecycleMachine.provide({
      actions: {
        reloadFrame: () => effects.reloadFrame(),
        showAlert: (_, { alert }) => effects.showAlert(alert),
      },
    }),
    { input: {} },
  ).start()
}
