import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeSecureFrame } from '../conformance/fakeSecureFrame.js'
import { createStorage } from '../storage/createStorage.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { frameLifecycleActor } from '../testing/frameLifecycleActor.js'
import { createAuthConnector } from './authConnector.js'
import { createSecureFrameHost } from './secureFrameHost.js'

const dappData = { sdkType: 'latch-core', sdkVersion: '0.1.0', projectId: 'p' }

function setup(theme?: { themeMode: 'light' | 'dark' }) {
  const frame = createFakeSecureFrame()
  const showAlert = vi.fn()
  // The lifecycle's reload loads the host's page again (the client wires it the same way).
  const lifecycle = frameLifecycleActor({ showAlert, reloadFrame: () => host.reloadPage() })
  const host = createSecureFrameHost({
    url: frame.config.frameUrl,
    document: frame.window.document,
    listen: (handler) => {
      frame.window.addEventListener('message', handler)
      return () => frame.window.removeEventListener('message', handler)
    },
    lifecycle,
  })
  const storage = createStorage({ backend: memoryBackend(), warn: () => {} })
  const connector = createAuthConnector({ host, storage, showAlert, dappData, theme: () => theme })
  return { frame, host, storage, connector, showAlert }
}

/** Runs `call` while the fake clock passes the frame's 500 ms ready delay. */
async function ready<T>(call: Promise<T>): Promise<T> {
  const outcome = call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  await vi.advanceTimersByTimeAsync(500)
  const result = await outcome
  if ('error' in result) throw result.error
  return result.value
}

describe('createAuthConnector', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('default: the frame is told the app data (and theme) before the first request', async () => {
    const { frame, connector, host } = setup({ themeMode: 'light' })
    const payloads: unknown[] = []
    frame.handle('APP_SYNC_DAPP_DATA', (payload) => {
      payloads.push(payload)
      return {}
    })
    await expect(ready(connector.connectEmail('ada@example.com'))).resolves.toBe('VERIFY_OTP')
    frame.enterCode(frame.wallet.otp)
    await connector.connectOtp()
    expect(frame.requests).toEqual([
      'APP_SYNC_DAPP_DATA',
      'APP_SYNC_THEME',
      'APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      'APP_CONNECT_EMAIL',
      'APP_CONNECT_OTP',
    ])
    expect(payloads).toEqual([dappData])
    host.destroy()
  })

  it('behavior: the chains with smart accounts are kept (SPEC.md §3); a frame that cannot say leaves the list', async () => {
    const { frame, connector, host, storage } = setup()
    frame.handle('APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS', () => ({
      smartAccountEnabledNetworks: [31337, 31338],
    }))
    await ready(connector.getChainId())
    expect(storage.get('smartAccountEnabledNetworks')).toEqual([31337, 31338])
    host.destroy()

    const second = setup()
    second.storage.set('smartAccountEnabledNetworks', [10])
    second.frame.handle('APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS', () => {
      throw new Error('Unknown request')
    })
    await expect(ready(second.connector.getChainId())).resolves.toBe('eip155:1')
    expect(second.storage.get('smartAccountEnabledNetworks')).toEqual([10])
    second.host.destroy()
  })

  it('behavior: a login request unanswered for 120000 ms times out, with its alert', async () => {
    const { frame, connector, showAlert, host } = setup()
    frame.handle('APP_GET_SOCIAL_REDIRECT_URI', () => new Promise(() => {}))
    await ready(connector.connectEmail('ada@example.com'))
    const uri = connector.getSocialRedirectUri('google').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(119_999)
    expect(showAlert).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await expect(uri).resolves.toMatchObject({
      name: 'FrameError',
      code: 'REQUEST_TIMED_OUT',
      message: 'Embedded Wallet Request Timed Out',
    })
    expect(showAlert).toHaveBeenCalledWith('IFRAME_REQUEST_TIMEOUT')
    host.destroy()
  })

  it('behavior: the code is typed in the frame: past 120000 ms the frame is asked again, with no alert', async () => {
    const { frame, connector, showAlert, host } = setup()
    await ready(connector.connectEmail('ada@example.com'))
    let verified = false
    const typed = connector.connectOtp().then(() => {
      verified = true
    })
    await vi.advanceTimersByTimeAsync(250_000)
    expect(verified).toBe(false)
    expect(showAlert).not.toHaveBeenCalled()
    expect(frame.requests.filter((type) => type === 'APP_CONNECT_OTP')).toHaveLength(3)
    frame.enterCode(frame.wallet.otp)
    await typed
    expect(verified).toBe(true)
    host.destroy()
  })

  it('behavior: a wrong code is the frame’s business; a code that ended rejects with its words', async () => {
    const { frame, connector, host } = setup()
    await ready(connector.connectEmail('ada@example.com'))
    const typed = connector.connectOtp()
    frame.enterCode('000000')
    frame.enterCode(frame.wallet.otp)
    await typed
    expect(frame.wallet.refusedCodes).toEqual(['000000'])
    frame.handle('APP_CONNECT_OTP', () => {
      throw new Error('The code has expired: request a new one')
    })
    await expect(connector.connectOtp()).rejects.toThrow('The code has expired')
    host.destroy()
  })

  it("behavior: the frame's error message, and the alert of a known provider error", async () => {
    const { frame, connector, showAlert, host } = setup()
    frame.handle('APP_GET_SOCIAL_REDIRECT_URI', () => {
      throw new Error('Unauthorized: origin not allowed')
    })
    await expect(ready(connector.getSocialRedirectUri('github'))).rejects.toMatchObject({
      name: 'FrameError',
      code: 'REQUEST_FAILED',
      message: 'Unauthorized: origin not allowed',
    })
    expect(showAlert).toHaveBeenCalledWith('ORIGIN_NOT_ALLOWED')
    host.destroy()
  })

  it('behavior: the user and the chain are remembered; switching keeps the last chain', async () => {
    const { frame, connector, storage, host } = setup()
    frame.wallet.connected = true
    await expect(ready(connector.getUser())).resolves.toMatchObject({
      address: frame.wallet.address,
      chainId: 'eip155:1',
    })
    expect(storage.get('lastUsedChainId')).toBe('eip155:1')
    await connector.switchNetwork('eip155:10', 'https://mainnet.optimism.io')
    expect(storage.get('lastUsedChainId')).toBe('eip155:10')
    await expect(connector.getChainId()).resolves.toBe('eip155:10')
    host.destroy()
  })

  it('behavior: a social login keeps its username', async () => {
    const { connector, storage, host } = setup()
    await ready(connector.connectSocial('https://secure.latch.test/social/result?code=1'))
    expect(storage.get('socialUsername')).toBe('ada')
    await expect(connector.getFarcasterUri()).resolves.toBe(
      'https://farcaster.latch.test/connect?channel=1',
    )
    host.destroy()
  })

  it('behavior: no session, or a sign-out (answered or not), forgets the stored login', async () => {
    const { frame, connector, storage, host } = setup()
    const remember = () => {
      storage.set('emailLoginUsed', true)
      storage.set('email', 'ada@example.com')
      storage.set('lastUsedChainId', 'eip155:1')
      storage.set('socialUsername', 'ada')
    }
    const forgotten = () =>
      (['emailLoginUsed', 'email', 'lastUsedChainId', 'socialUsername'] as const).every(
        (name) => storage.get(name) === undefined,
      )
    remember()
    await expect(ready(connector.isConnected())).resolves.toBe(false)
    expect(forgotten()).toBe(true)

    remember()
    frame.wallet.connected = true
    await expect(connector.isConnected()).resolves.toBe(true)
    expect(forgotten()).toBe(false)
    await connector.signOut()
    expect(frame.wallet.connected).toBe(false)
    expect(forgotten()).toBe(true)

    remember()
    frame.handle('APP_SIGN_OUT', () => {
      throw new Error('Session store unavailable')
    })
    await expect(connector.signOut()).rejects.toThrow('Session store unavailable')
    expect(forgotten()).toBe(true)
    host.destroy()
  })

  it('behavior: an RPC request carries its payload, and aborting it tells the frame', async () => {
    const { frame, connector, host } = setup()
    frame.wallet.connected = true
    const payload = {
      method: 'personal_sign',
      params: ['0x68656c6c6f', frame.wallet.address],
      chainNamespace: 'eip155',
      chainId: 'eip155:1',
    } as const
    await expect(ready(connector.request(payload))).resolves.toBe(`0x${'ab'.repeat(65)}`)
    frame.handle('APP_RPC_REQUEST', () => new Promise(() => {}))
    const controller = new AbortController()
    const pending = connector.request(payload, controller.signal)
    await vi.advanceTimersByTimeAsync(0)
    controller.abort()
    await expect(pending).rejects.toMatchObject({
      code: 'RPC_ABORTED',
      message: 'Request was aborted',
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.requests).toContain('APP_RPC_ABORT')
    host.destroy()
  })

  it('behavior: update email with the primary and the secondary code stores the new email', async () => {
    const { frame, connector, storage, host } = setup()
    frame.wallet.connected = true
    await expect(ready(connector.updateEmail('grace@example.com'))).resolves.toBe(
      'VERIFY_PRIMARY_OTP',
    )
    frame.enterCode(frame.wallet.otp)
    await connector.updateEmailPrimaryOtp()
    frame.enterCode(frame.wallet.otp)
    await expect(connector.updateEmailSecondaryOtp()).resolves.toBe('grace@example.com')
    expect(storage.get('email')).toBe('grace@example.com')
    host.destroy()
  })

  it('behavior: reload asks the frame to start afresh; its refusal is the frame error', async () => {
    const { frame, connector, host } = setup()
    await ready(connector.reload())
    expect(frame.requests).toEqual([
      'APP_SYNC_DAPP_DATA',
      'APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      'APP_RELOAD',
    ])
    frame.handle('APP_RELOAD', () => {
      throw new Error('Cannot reload now')
    })
    await expect(connector.reload()).rejects.toThrow('Cannot reload now')
    host.destroy()
  })

  it('behavior: a session update from the frame reaches the listeners', async () => {
    const { frame, connector, host } = setup()
    const listener = vi.fn()
    connector.onSessionUpdate(listener)
    frame.wallet.connected = true
    await ready(connector.isConnected())
    frame.notify('FRAME_SESSION_UPDATE', { token: 't' })
    await vi.advanceTimersByTimeAsync(0)
    expect(listener).toHaveBeenCalledTimes(1)
    host.destroy()
  })
})
