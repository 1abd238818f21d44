import { createFrameChannel } from '@latch/frame-protocol'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeSecureFrame } from '../conformance/fakeSecureFrame.js'
import { frameLifecycleActor } from '../testing/frameLifecycleActor.js'
import { createSecureFrameHost } from './secureFrameHost.js'

function setup(reportsReady = true, unreachable = false) {
  const frame = createFakeSecureFrame({ reportsReady, unreachable })
  const showAlert = vi.fn()
  const warn = vi.fn()
  // The lifecycle's reload loads the host's page again (the client wires it the same way).
  const lifecycle = frameLifecycleActor({ showAlert, reloadFrame: () => host.reloadPage() })
  const host = createSecureFrameHost({
    url: `${frame.config.frameUrl}?projectId=p`,
    document: frame.window.document,
    listen: (handler) => {
      frame.window.addEventListener('message', handler)
      return () => frame.window.removeEventListener('message', handler)
    },
    logger: { warn },
    lifecycle,
  })
  return { frame, host, showAlert, warn }
}

describe('createSecureFrameHost', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('default: nothing is inserted until the frame is needed', () => {
    const { frame, host } = setup()
    expect(host.origin).toBe('https://secure.latch.test')
    expect(host.status()).toBe('created')
    expect(frame.iframe()).toBeUndefined()
    host.destroy()
  })

  it('behavior: a hidden frame of the URL, initialised 500 ms after it reports ready', async () => {
    const { frame, host } = setup()
    let initialised = false
    const ready = host.ready().then(() => {
      initialised = true
    })
    expect(frame.iframe()).toEqual({
      title: 'Latch secure frame',
      'aria-hidden': 'true',
      tabindex: '-1',
      style: expect.stringContaining('visibility:hidden'),
      sandbox: 'allow-scripts allow-same-origin allow-forms allow-popups',
      referrerpolicy: 'origin',
      src: 'https://secure.latch.test/frame?projectId=p',
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(host.status()).toBe('ready')
    await vi.advanceTimersByTimeAsync(499)
    expect(initialised).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await ready
    expect(host.status()).toBe('initialised')
    // Once initialised, at once, and the frame is not inserted twice.
    await host.ready()
    expect(frame.loads()).toBe(1)
    host.destroy()
  })

  it('behavior: requests go to exactly the frame origin, and come back from it', async () => {
    const { frame, host } = setup()
    const ready = host.ready()
    await vi.advanceTimersByTimeAsync(500)
    await ready
    frame.wallet.connected = true
    await expect(host.channel.request('APP_IS_CONNECTED')).resolves.toEqual({ isConnected: true })
    host.destroy()
  })

  it('behavior: without FRAME_READY within 20000 ms, "Unable to load email login dependency" and the alert', async () => {
    const { host, showAlert } = setup(false)
    const ready = host.ready().catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(19_999)
    expect(host.status()).toBe('loading')
    expect(showAlert).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await expect(ready).resolves.toMatchObject({
      code: 'LOAD_FAILED',
      message: 'Unable to load email login dependency',
    })
    expect(showAlert).toHaveBeenCalledWith('IFRAME_LOAD_FAILED')
    host.destroy()
  })

  it('behavior: a frame whose server is down fails 2000 ms after the error page of the browser loads, not 20000 ms; once it is back the next use loads it', async () => {
    const { frame, host, showAlert } = setup(true, true)
    const first = host.ready().catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    expect(host.status()).toBe('pageLoaded')
    await vi.advanceTimersByTimeAsync(1_999)
    expect(host.status()).toBe('pageLoaded')
    await vi.advanceTimersByTimeAsync(1)
    await expect(first).resolves.toMatchObject({ code: 'LOAD_FAILED' })
    expect(showAlert).toHaveBeenCalledWith('IFRAME_LOAD_FAILED')

    frame.setUnreachable(false)
    const second = host.ready()
    await vi.advanceTimersByTimeAsync(500)
    await second
    expect(host.status()).toBe('initialised')
    expect(frame.loads()).toBe(2)
    host.destroy()
  })

  it('behavior: FRAME_UNVERIFIED_DOMAIN from the frame’s origin fails the load at once with "Unverified Domain" and its alert', async () => {
    const { frame, host, showAlert } = setup(false)
    const ready = host.ready().catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    frame.notify('FRAME_UNVERIFIED_DOMAIN', {})
    await expect(ready).resolves.toMatchObject({
      code: 'UNVERIFIED_DOMAIN',
      message: 'Unverified Domain',
    })
    expect(host.status()).toBe('failed')
    expect(showAlert.mock.calls).toEqual([['UNVERIFIED_DOMAIN']])
    host.destroy()
  })

  it('behavior: after a failed load the next use reloads the frame', async () => {
    const { frame, host } = setup(false)
    const first = host.ready().catch(() => {})
    await vi.advanceTimersByTimeAsync(20_000)
    await first
    const second = host.ready()
    expect(frame.loads()).toBe(2)
    expect(host.status()).toBe('loading')
    frame.notify('FRAME_READY', {})
    await vi.advanceTimersByTimeAsync(500)
    await second
    expect(host.status()).toBe('initialised')
    host.destroy()
  })

  it('behavior: FRAME_READY from another origin or window is ignored', async () => {
    const { frame, host, warn } = setup(false)
    void host.ready().catch(() => {})
    const stranger = {
      postMessage(message: unknown) {
        frame.dispatchToPage({ data: message, origin: 'https://evil.example', source: null })
      },
    }
    createFrameChannel({
      side: 'frame',
      target: stranger,
      targetOrigin: 'https://app.example',
      listen: () => () => {},
    }).notify('FRAME_READY', {})
    frame.dispatchToPage({ data: { type: 'FRAME_READY' }, origin: frame.origin, source: null })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(host.status()).toBe('loading')
    // Neither is the channel's: dropped without a word in the console.
    expect(warn).not.toHaveBeenCalled()
    host.destroy()
  })

  it('behavior: destroy removes the frame, its listener, and rejects what waits', async () => {
    const { frame, host } = setup()
    const ready = host.ready()
    await vi.advanceTimersByTimeAsync(500)
    await ready
    frame.handle('APP_GET_USER', () => new Promise(() => {}))
    const pending = host.channel.request('APP_GET_USER', {})
    await vi.advanceTimersByTimeAsync(0)
    host.destroy()
    await expect(pending).rejects.toThrow('Something went wrong')
    expect(frame.iframe()).toBeUndefined()
    expect(frame.pageListenerCount()).toBe(0)
  })
})
