import type { LatchRuntime } from './latchRuntime.js'
import type { LoginControls } from './loginControls.js'

export type DeferredLoginControlsParameters = {
  /** Runs `use` once the machines run (at once when they do), in call order. */
  withRuntime: <T>(use: (running: LatchRuntime) => Promise<T>) => Promise<T>
  /** Opens the social-login popup now, when the embedded wallet's code has loaded. */
  openPopup: () => void
}

/**
 * The email and social controls as a client holds them before its machines run: each call is
 * made on the runtime's controls (loginControls.ts, loaded with the machines), at once when
 * they run. A client without `auth` rejects there with "No auth connector found", so that a
 * page without the embedded wallet carries none of its code.
 */
export function deferLoginControls({
  withRuntime,
  openPopup,
}: DeferredLoginControlsParameters): LoginControls {
  const call = <T>(use: (controls: LoginControls) => Promise<T>) =>
    withRuntime((running) => use(running.login))
  // A call nobody awaits: it has nothing to report, not even a failed load.
  const send = (use: (controls: LoginControls) => void) => {
    call(async (controls) => use(controls)).catch(() => {})
  }
  return {
    email: {
      submit: (address) => call(({ email }) => email.submit(address)),
      waitForCode: () => call(({ email }) => email.waitForCode()),
      resend: () => send(({ email }) => email.resend()),
      cancel: () => send(({ email }) => email.cancel()),
      updateEmail: (address) => call(({ email }) => email.updateEmail(address)),
      waitForUpdatePrimaryCode: () => call(({ email }) => email.waitForUpdatePrimaryCode()),
      waitForUpdateSecondaryCode: () => call(({ email }) => email.waitForUpdateSecondaryCode()),
    },
    social: {
      start(provider) {
        // The popup opens in the click: the machines may still be loading.
        if (provider !== 'farcaster') openPopup()
        return call(({ social }) => social.start(provider))
      },
      cancel: () => send(({ social }) => social.cancel()),
    },
  }
}
