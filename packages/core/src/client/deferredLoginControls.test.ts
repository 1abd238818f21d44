import { describe, expect, it, vi } from 'vitest'
import { deferLoginControls } from './deferredLoginControls.js'
import type { LatchRuntime } from './latchRuntime.js'
import type { LoginControls } from './loginControls.js'

function runtimeControls(): LoginControls {
  return {
    email: {
      submit: vi.fn(async () => 'awaitingOtp' as const),
      waitForCode: vi.fn(async () => {}),
      resend: vi.fn(),
      cancel: vi.fn(),
      updateEmail: vi.fn(async () => 'VERIFY_PRIMARY_OTP' as const),
      waitForUpdatePrimaryCode: vi.fn(async () => {}),
      waitForUpdateSecondaryCode: vi.fn(async () => 'grace@example.com'),
    },
    social: { start: vi.fn(async () => {}), cancel: vi.fn() },
  }
}

/** A client whose machines run once `load()` is called: calls before it wait, in order. */
function setup() {
  const login = runtimeControls()
  const running = { login } as unknown as LatchRuntime
  let loaded: () => void = () => {}
  const ready = new Promise<void>((resolve) => {
    loaded = resolve
  })
  const runtimeCalls = { count: 0, failure: undefined as Error | undefined }
  function withRuntime<T>(use: (runtime: LatchRuntime) => Promise<T>): Promise<T> {
    runtimeCalls.count += 1
    if (runtimeCalls.failure) return Promise.reject(runtimeCalls.failure)
    return ready.then(() => use(running))
  }
  const openPopup = vi.fn()
  const controls = deferLoginControls({ withRuntime, openPopup })
  return { login, controls, openPopup, load: () => loaded(), runtimeCalls }
}

describe('deferLoginControls', () => {
  it("default: each call is made on the runtime's controls once they run, with its result", async () => {
    const { login, controls, load } = setup()
    const submitted = controls.email.submit('ada@example.com')
    const verified = controls.email.waitForCode()
    const updating = controls.email.updateEmail('grace@example.com')
    const primary = controls.email.waitForUpdatePrimaryCode()
    const secondary = controls.email.waitForUpdateSecondaryCode()
    controls.email.resend()
    controls.email.cancel()
    controls.social.cancel()
    expect(login.email.submit).not.toHaveBeenCalled()

    load()
    await expect(submitted).resolves.toBe('awaitingOtp')
    await expect(verified).resolves.toBeUndefined()
    await expect(updating).resolves.toBe('VERIFY_PRIMARY_OTP')
    await expect(primary).resolves.toBeUndefined()
    await expect(secondary).resolves.toBe('grace@example.com')
    expect(login.email.submit).toHaveBeenCalledWith('ada@example.com')
    expect(login.email.waitForCode).toHaveBeenCalledTimes(1)
    expect(login.email.updateEmail).toHaveBeenCalledWith('grace@example.com')
    expect(login.email.waitForUpdatePrimaryCode).toHaveBeenCalledTimes(1)
    expect(login.email.waitForUpdateSecondaryCode).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(login.social.cancel).toHaveBeenCalledTimes(1))
    expect(login.email.resend).toHaveBeenCalledTimes(1)
    expect(login.email.cancel).toHaveBeenCalledTimes(1)
  })

  it('behavior: a social login opens the popup in the call, before the machines run', async () => {
    const { login, controls, openPopup, load } = setup()
    const started = controls.social.start('github')
    expect(openPopup).toHaveBeenCalledTimes(1)
    expect(login.social.start).not.toHaveBeenCalled()
    load()
    await started
    expect(login.social.start).toHaveBeenCalledWith('github')
  })

  it('behavior: farcaster opens no popup (its link is shown in the modal)', async () => {
    const { login, controls, openPopup, load } = setup()
    load()
    await controls.social.start('farcaster')
    expect(openPopup).not.toHaveBeenCalled()
    expect(login.social.start).toHaveBeenCalledWith('farcaster')
  })

  it("behavior: a control's failure rejects its call; resend and cancel report none", async () => {
    const { login, controls, load, runtimeCalls } = setup()
    vi.mocked(login.email.submit).mockRejectedValueOnce(new Error('No auth connector found'))
    load()
    await expect(controls.email.submit('ada@example.com')).rejects.toThrow(
      'No auth connector found',
    )
    runtimeCalls.failure = new Error('Latch could not load its state machines')
    // An unhandled rejection would fail the run.
    controls.email.resend()
    controls.email.cancel()
    controls.social.cancel()
    await new Promise((resolve) => setTimeout(resolve))
    expect(runtimeCalls.count).toBe(4)
  })
})
