import { describe, expect, it, vi } from 'vitest'
import { disconnect } from '../actions/disconnect.js'
import { route } from '../actions/route.js'
import { setPreferredAccountType } from '../actions/setPreferredAccountType.js'
import { startSocialLogin } from '../actions/startSocialLogin.js'
import { submitEmail } from '../actions/submitEmail.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { updateEmail } from '../actions/updateEmail.js'
import { waitForEmailCode } from '../actions/waitForEmailCode.js'
import { waitForUpdateEmailPrimaryCode } from '../actions/waitForUpdateEmailPrimaryCode.js'
import { waitForUpdateEmailSecondaryCode } from '../actions/waitForUpdateEmailSecondaryCode.js'
import { createFakeSecureFrame } from '../conformance/fakeSecureFrame.js'
import { testAuthAdapter } from '../conformance/testDoubles.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { createStorage } from '../storage/createStorage.js'
import { memoryBackend, type StorageBackend } from '../storage/storageBackend.js'
import { eventually } from '../testing/eventually.js'
import { stateReaches } from '../testing/stateReaches.js'
import { createLatch } from './createLatch.js'
import type { LatchConfig, LatchEvent } from './latchConfig.js'

// Email and social login end to end: the client, its machines, the auth connector and the
// secure frame's protocol, against the fake frame of `@latch/core/conformance`.

function setup(
  options: {
    frame?: ReturnType<typeof createFakeSecureFrame>
    backend?: StorageBackend
    events?: LatchEvent[]
    defaultAccountTypes?: LatchConfig['defaultAccountTypes']
  } = {},
) {
  const frame = options.frame ?? createFakeSecureFrame()
  const backend = options.backend ?? memoryBackend()
  const adapter = testAuthAdapter()
  const latch = createLatch({
    networks: [mainnet, optimism],
    adapters: [adapter],
    storage: backend,
    auth: frame.config,
    ...(options.events ? { onEvent: (event) => options.events?.push(event) } : {}),
    ...(options.defaultAccountTypes ? { defaultAccountTypes: options.defaultAccountTypes } : {}),
  })
  const storage = createStorage({ backend, warn: () => {} })
  return { frame, backend, adapter, latch, storage }
}

/**
 * Sends a login code to ada@example.com and lets `ms` pass under fake timers: the login still
 * sends 1 ms before, and ends then; resolves with the error it ended with.
 */
async function loginEndingAfter(latch: ReturnType<typeof createLatch>, ms: number) {
  vi.useFakeTimers()
  try {
    const submitted = submitEmail(latch, { email: 'ada@example.com' }).catch(
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(ms - 1)
    expect(latch.getState().emailLogin.step).toBe('sending')
    await vi.advanceTimersByTimeAsync(1)
    return await submitted
  } finally {
    vi.useRealTimers()
  }
}

/** Lets the fake frame's messages (queued microtasks) and their answers run. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn++) await Promise.resolve()
}

describe('createLatch with auth', () => {
  it('behavior: a frame URL that is not a safe page is refused with its path', () => {
    for (const frameUrl of ['http://secure.example.com/frame', 'javascript:alert(1)', 'frame']) {
      expect(() => createLatch({ networks: [mainnet], auth: { frameUrl } })).toThrowError(
        'auth.frameUrl must be an https (or loopback http) URL',
      )
    }
  })

  it('default: the AUTH connector is listed, and nothing of the frame loads until it is used', () => {
    const { latch, frame } = setup()
    expect(latch.getState().connectors).toContainEqual(
      expect.objectContaining({ id: 'auth', type: 'AUTH', name: 'Email / social wallet' }),
    )
    expect(latch.getState().emailLogin.step).toBe('idle')
    expect(latch.getState().socialLogin.step).toBe('idle')
    expect(frame.iframe()).toBeUndefined()
    expect(frame.pageListenerCount()).toBe(0)
    latch.destroy()
  })

  it('default: without auth, email and social login are unavailable', async () => {
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAuthAdapter()],
      storage: memoryBackend(),
    })
    expect(latch.getState().connectors).toEqual([])
    expect(latch.getState().emailLogin.step).toBe('unavailable')
    expect(latch.getState().socialLogin.step).toBe('unavailable')
    await expect(submitEmail(latch, { email: 'ada@example.com' })).rejects.toThrow(
      'No auth connector found',
    )
    await expect(startSocialLogin(latch, { provider: 'github' })).rejects.toThrow(
      'No auth connector found',
    )
    latch.destroy()
  })

  it('behavior: email, one-time code, connected; with the storage effects of SPEC.md §4', async () => {
    const events: LatchEvent[] = []
    const { latch, frame, storage } = setup({ events })
    await expect(submitEmail(latch, { email: ' ada@example.com ' })).resolves.toBe('awaitingOtp')
    expect(storage.get('lastEmailLoginTime')).toEqual(expect.any(Number))
    expect(latch.getState().emailLogin).toMatchObject({
      step: 'awaitingOtp',
      email: 'ada@example.com',
      canResend: false,
    })
    // The frame: inserted hidden, told who the app is before the first login request.
    expect(frame.iframe()).toMatchObject({
      src: expect.stringContaining('https://secure.latch.test/frame?'),
      sandbox: expect.stringContaining('allow-same-origin'),
      'aria-hidden': 'true',
    })
    expect(frame.requests.slice(0, 3)).toEqual([
      'APP_SYNC_DAPP_DATA',
      'APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      'APP_CONNECT_EMAIL',
    ])

    frame.enterCode(frame.wallet.otp)
    await waitForEmailCode(latch)
    const state = latch.getState()
    expect(state.emailLogin.step).toBe('connected')
    expect(state.connection).toEqual({
      connectorId: 'auth',
      accounts: [{ address: frame.wallet.address, type: 'eoa' }],
      network: 'eip155:1',
    })
    expect(storage.get('email')).toBe('ada@example.com')
    expect(storage.get('emailLoginUsed')).toBe(true)
    expect(storage.get('lastEmailLoginTime')).toBeUndefined()
    expect(storage.get('lastUsedChainId')).toBe('eip155:1')
    expect(storage.get('connectedConnectorId', 'eip155')).toBe('auth')
    expect(events.map(({ event }) => event)).toContain('CONNECT_SUCCESS')
    latch.destroy()
  })

  it('behavior: a frame that never reports ready fails the login with the load alert', async () => {
    const frame = createFakeSecureFrame({ reportsReady: false })
    const { latch } = setup({ frame })
    await expect(loginEndingAfter(latch, 20_000)).resolves.toMatchObject({
      message: 'Unable to load email login dependency',
    })
    expect(latch.getState().alert).toMatchObject({
      code: 'IFRAME_LOAD_FAILED',
      shortMessage: 'Network Error - Could not load embedded wallet',
    })
    expect(latch.getState().emailLogin).toMatchObject({
      step: 'idle',
      error: expect.objectContaining({ code: 'LOAD_FAILED' }),
    })
    latch.destroy()
  })

  it('behavior: a frame whose server is down fails the login 2000 ms after its error page, not 20000 ms; once it is back, the same address is sent again', async () => {
    const frame = createFakeSecureFrame({ unreachable: true })
    const { latch } = setup({ frame })
    await expect(loginEndingAfter(latch, 2_000)).resolves.toMatchObject({
      message: 'Unable to load email login dependency',
    })
    expect(latch.getState().alert?.shortMessage).toBe(
      'Network Error - Could not load embedded wallet',
    )
    expect(latch.getState().emailLogin).toMatchObject({ step: 'idle', email: 'ada@example.com' })

    frame.setUnreachable(false)
    await submitEmail(latch, { email: latch.getState().emailLogin.email })
    expect(latch.getState().emailLogin.step).toBe('awaitingOtp')
    expect(frame.requests).toContain('APP_CONNECT_EMAIL')
    latch.destroy()
  })

  it('behavior: a page origin the project does not allow gets the alert and no login', async () => {
    const frame = createFakeSecureFrame({ appOrigin: 'https://shop.example.com' })
    const { latch } = setup({ frame })
    await expect(submitEmail(latch, { email: 'ada@example.com' })).rejects.toThrow(
      'Origin Not Allowed',
    )
    expect(latch.getState().alert?.code).toBe('ORIGIN_NOT_ALLOWED')
    expect(frame.requests).not.toContain('APP_CONNECT_EMAIL')
    await expect(startSocialLogin(latch, { provider: 'github' })).rejects.toThrow(
      'Failed to initiate social connection',
    )
    expect(frame.popup()?.closed).toBe(true)
    latch.destroy()
  })

  it('behavior: social login through the popup and its result message', async () => {
    const events: LatchEvent[] = []
    const { latch, frame, storage } = setup({ events })
    const started = startSocialLogin(latch, { provider: 'github' })
    // Opened in the click, before anything is awaited.
    expect(frame.popup()).toMatchObject({ closed: false })
    expect(frame.popup()?.features).toContain('width=600,height=800')
    await stateReaches(latch, (state) => state.socialLogin.step, 'awaitingResult')
    expect(frame.popup()?.location.href).toBe(
      'https://secure.latch.test/social/github/start?state=fake',
    )

    // Another origin, or a malformed message, is ignored.
    frame.dispatchToPage({
      data: { type: 'SOCIAL_LOGIN_RESULT', resultUri: 'https://evil.example/r' },
      origin: 'https://evil.example',
      source: frame.popup() as unknown as MessageEventSource,
    })
    frame.dispatchToPage({
      data: { type: 'SOCIAL_LOGIN_RESULT', resultUri: 'javascript:alert(1)' },
      origin: frame.origin,
      source: frame.popup() as unknown as MessageEventSource,
    })
    expect(latch.getState().socialLogin.step).toBe('awaitingResult')

    frame.postSocialResult('https://secure.latch.test/social/result?code=1')
    await started
    expect(frame.popup()?.closed).toBe(true)
    expect(latch.getState().connection?.connectorId).toBe('auth')
    expect(storage.get('connectedSocial')).toBe('github')
    expect(storage.get('socialUsername')).toBe('ada')
    expect(events.map(({ event }) => event)).toEqual(
      expect.arrayContaining([
        'SOCIAL_LOGIN_STARTED',
        'SOCIAL_LOGIN_REQUEST_USER_DATA',
        'SOCIAL_LOGIN_SUCCESS',
        'CONNECT_SUCCESS',
      ]),
    )
    expect(events.find(({ event }) => event === 'SOCIAL_LOGIN_STARTED')?.properties).toEqual({
      provider: 'github',
    })
    expect(frame.pageListenerCount()).toBe(1) // the frame channel's, not the popup's
    latch.destroy()
  })

  it('behavior: farcaster shows its link in ConnectingFarcaster, then connects', async () => {
    const { latch, frame, storage } = setup()
    latch.open()
    const started = startSocialLogin(latch, { provider: 'farcaster' })
    expect(frame.popup()).toBeUndefined()
    await started
    expect(latch.getState().socialLogin).toMatchObject({ step: 'connected', provider: 'farcaster' })
    expect(frame.requests).toEqual(
      expect.arrayContaining(['APP_GET_FARCASTER_URI', 'APP_CONNECT_FARCASTER']),
    )
    expect(storage.get('socialUsername')).toBe('ada.eth')
    latch.destroy()
  })

  it('behavior: the farcaster link is state while the visitor scans it', async () => {
    const frame = createFakeSecureFrame()
    frame.handle('APP_CONNECT_FARCASTER', () => new Promise(() => {}))
    const { latch } = setup({ frame })
    latch.open()
    void startSocialLogin(latch, { provider: 'farcaster' }).catch(() => {})
    await eventually(() =>
      expect(latch.getState().socialLogin).toMatchObject({
        step: 'awaitingFarcaster',
        farcasterUrl: 'https://farcaster.latch.test/connect?channel=1',
      }),
    )
    expect(latch.getState().view).toBe('ConnectingFarcaster')
    latch.destroy()
  })

  it('behavior: a login made on EmailLogin shows Account', async () => {
    const { latch, frame } = setup()
    latch.open()
    route(latch, { type: 'router.push', view: 'EmailLogin' })
    await submitEmail(latch, { email: 'ada@example.com' })
    frame.enterCode(frame.wallet.otp)
    await waitForEmailCode(latch)
    expect(latch.getState().view).toBe('Account')
    expect(latch.getState().history).toEqual([{ view: 'Account' }])
    latch.destroy()
  })

  it('behavior: a Farcaster login made on ConnectingFarcaster shows Account', async () => {
    const { latch } = setup()
    latch.open()
    await startSocialLogin(latch, { provider: 'farcaster' })
    expect(latch.getState().history).toEqual([{ view: 'Account' }])
    latch.destroy()
  })

  it('behavior: leaving ConnectingFarcaster ends the login, clears the link and reloads the frame after 100 ms', async () => {
    const frame = createFakeSecureFrame()
    frame.handle('APP_CONNECT_FARCASTER', () => new Promise(() => {}))
    const { latch } = setup({ frame })
    latch.open()
    const outcome = startSocialLogin(latch, { provider: 'farcaster' }).then(
      () => undefined,
      (error: unknown) => error,
    )
    await stateReaches(latch, (state) => state.socialLogin.step, 'awaitingFarcaster')
    vi.useFakeTimers()
    try {
      route(latch, { type: 'router.back' })
      expect(latch.getState().view).toBe('Connect')
      await vi.advanceTimersByTimeAsync(99)
      expect(latch.getState().socialLogin.farcasterUrl).toBeDefined()
      expect(frame.requests).not.toContain('APP_RELOAD')
      await vi.advanceTimersByTimeAsync(1)
      expect(latch.getState().socialLogin).toMatchObject({ step: 'idle', farcasterUrl: undefined })
    } finally {
      vi.useRealTimers()
    }
    await expect(outcome).resolves.toMatchObject({ message: 'Failed to connect' })
    await eventually(() => expect(frame.requests).toContain('APP_RELOAD'))
    latch.destroy()
  })

  it('behavior: leaving ConnectingFarcaster before the frame has loaded reloads nothing', async () => {
    const { latch, frame } = setup()
    latch.open()
    route(latch, { type: 'router.push', view: 'ConnectingFarcaster' })
    vi.useFakeTimers()
    try {
      route(latch, { type: 'router.back' })
      await vi.advanceTimersByTimeAsync(100)
    } finally {
      vi.useRealTimers()
    }
    await settle()
    expect(frame.iframe()).toBeUndefined()
    expect(frame.requests).toEqual([])
    latch.destroy()
  })

  it('behavior: signing and switching networks go through the frame', async () => {
    const { latch, frame, adapter, storage } = setup()
    await submitEmail(latch, { email: 'ada@example.com' })
    frame.enterCode(frame.wallet.otp)
    await waitForEmailCode(latch)
    await expect(
      adapter.signMessage({ message: '0x68656c6c6f', address: frame.wallet.address }),
    ).resolves.toBe(`0x${'ab'.repeat(65)}`)
    expect(frame.wallet.rpc).toEqual([
      {
        method: 'personal_sign',
        params: ['0x68656c6c6f', frame.wallet.address],
        chainId: 'eip155:1',
      },
    ])
    await switchNetwork(latch, { network: optimism })
    expect(frame.wallet.chainId).toBe('eip155:10')
    expect(storage.get('lastUsedChainId')).toBe('eip155:10')
    await eventually(() => expect(latch.getState().connection?.network).toBe('eip155:10'))
    latch.destroy()
  })

  it('behavior: disconnect signs out, forgets the login and starts the logins over', async () => {
    const { latch, frame, storage } = setup()
    await submitEmail(latch, { email: 'ada@example.com' })
    frame.enterCode(frame.wallet.otp)
    await waitForEmailCode(latch)
    await disconnect(latch)
    expect(frame.requests).toContain('APP_SIGN_OUT')
    expect(frame.wallet.connected).toBe(false)
    expect(latch.getState().connection).toBeUndefined()
    expect(latch.getState().emailLogin.step).toBe('idle')
    for (const name of ['emailLoginUsed', 'email', 'lastUsedChainId', 'socialUsername'] as const) {
      expect(storage.get(name)).toBeUndefined()
    }
    latch.destroy()
  })

  it('behavior: a frame that does not answer the sign-out is given up after 3000 ms', async () => {
    const frame = createFakeSecureFrame()
    const { latch, storage } = setup({ frame })
    await submitEmail(latch, { email: 'ada@example.com' })
    frame.enterCode(frame.wallet.otp)
    await waitForEmailCode(latch)
    frame.handle('APP_SIGN_OUT', () => new Promise(() => {}))
    vi.useFakeTimers()
    try {
      const disconnected = disconnect(latch)
      await vi.advanceTimersByTimeAsync(2_999)
      expect(latch.getState().connection?.connectorId).toBe('auth')
      await vi.advanceTimersByTimeAsync(1)
      await disconnected
      expect(latch.getState().connection).toBeUndefined()
      expect(storage.get('connectedConnectorId', 'eip155')).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
    latch.destroy()
  })

  it('behavior: a smart account signs first; the visitor switches to the key account and back through the frame (SPEC.md §4 "Smart account switching")', async () => {
    const frame = createFakeSecureFrame()
    const smart = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'
    frame.wallet.smartAccount = smart
    frame.wallet.smartAccountNetworks = [1]
    const { latch, storage } = setup({ frame })
    await submitEmail(latch, { email: 'ada@example.com' })
    frame.enterCode(frame.wallet.otp)
    await waitForEmailCode(latch)
    expect(latch.getState().connection?.accounts).toEqual([
      { address: smart, type: 'smartAccount' },
      { address: frame.wallet.address, type: 'eoa' },
    ])

    await setPreferredAccountType(latch, { namespace: 'eip155', type: 'eoa' })
    // The frame signs with the key now, and the connection shows it first.
    expect(frame.wallet.accountType).toBe('eoa')
    expect(frame.requests).toContain('APP_SET_PREFERRED_ACCOUNT')
    await stateReaches(
      latch,
      (state) => state.connection?.accounts[0]?.address,
      frame.wallet.address,
    )
    expect(latch.getState().connection?.accounts.map((account) => account.type)).toEqual([
      'eoa',
      'smartAccount',
    ])
    expect(storage.get('preferredAccountTypes')).toEqual({ eip155: 'eoa' })

    await setPreferredAccountType(latch, { namespace: 'eip155', type: 'smartAccount' })
    expect(frame.wallet.accountType).toBe('smartAccount')
    await stateReaches(latch, (state) => state.connection?.accounts[0]?.address, smart)
    latch.destroy()
  })

  it("parameters: defaultAccountTypes { eip155: 'eoa' }: the key's account signs after login, the smart account is offered", async () => {
    const frame = createFakeSecureFrame()
    const smart = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'
    frame.wallet.smartAccount = smart
    frame.wallet.smartAccountNetworks = [1]
    const { latch } = setup({ frame, defaultAccountTypes: { eip155: 'eoa' } })
    await submitEmail(latch, { email: 'ada@example.com' })
    frame.enterCode(frame.wallet.otp)
    await waitForEmailCode(latch)
    // The frame was told the site's default with the user read; it had no choice of the visitor.
    expect(frame.wallet.siteAccountType).toBe('eoa')
    expect(latch.getState().connection?.accounts).toEqual([
      { address: frame.wallet.address, type: 'eoa' },
      { address: smart, type: 'smartAccount' },
    ])
    latch.destroy()
  })

  it("behavior: the visitor's earlier choice, kept by the frame, wins over the site's default", async () => {
    const frame = createFakeSecureFrame()
    const smart = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'
    frame.wallet.smartAccount = smart
    frame.wallet.smartAccountNetworks = [1]
    frame.wallet.accountType = 'smartAccount'
    const { latch } = setup({ frame, defaultAccountTypes: { eip155: 'eoa' } })
    await submitEmail(latch, { email: 'ada@example.com' })
    frame.enterCode(frame.wallet.otp)
    await waitForEmailCode(latch)
    expect(latch.getState().connection?.accounts[0]).toEqual({
      address: smart,
      type: 'smartAccount',
    })
    latch.destroy()
  })

  it('error: a smart account on a network without them is refused without asking the frame; the account that signs stays', async () => {
    const { latch, frame, storage } = setup()
    await submitEmail(latch, { email: 'ada@example.com' })
    frame.enterCode(frame.wallet.otp)
    await waitForEmailCode(latch)
    expect(storage.get('smartAccountEnabledNetworks')).toEqual([])
    await expect(
      setPreferredAccountType(latch, { namespace: 'eip155', type: 'smartAccount' }),
    ).rejects.toThrow('Smart accounts are not enabled on this network')
    expect(frame.requests).not.toContain('APP_SET_PREFERRED_ACCOUNT')
    expect(latch.getState().connection?.accounts).toEqual([
      { address: frame.wallet.address, type: 'eoa' },
    ])
    latch.destroy()
  })

  it("behavior: the frame's smart-account networks are stored; a network outside them lists no smart account to switch to", async () => {
    const frame = createFakeSecureFrame()
    frame.wallet.smartAccount = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'
    // The frame's record offers one on optimism, but the project's list names mainnet only.
    frame.wallet.smartAccountNetworks = [1, 10]
    frame.handle('APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS', () => ({
      smartAccountEnabledNetworks: [1],
    }))
    const { latch, storage } = setup({ frame })
    await submitEmail(latch, { email: 'ada@example.com' })
    frame.enterCode(frame.wallet.otp)
    await waitForEmailCode(latch)
    expect(storage.get('smartAccountEnabledNetworks')).toEqual([1])
    expect(latch.getState().connection?.accounts.map((account) => account.type)).toEqual([
      'smartAccount',
      'eoa',
    ])
    await switchNetwork(latch, { network: optimism })
    await setPreferredAccountType(latch, { namespace: 'eip155', type: 'eoa' })
    await stateReaches(
      latch,
      (state) => state.connection?.accounts.map((account) => account.type).join(),
      'eoa',
    )
    await expect(
      setPreferredAccountType(latch, { namespace: 'eip155', type: 'smartAccount' }),
    ).rejects.toThrow('Smart accounts are not enabled on this network')
    latch.destroy()
  })

  it('behavior: a reload restores the auth session without a prompt', async () => {
    const backend = memoryBackend()
    const frame = createFakeSecureFrame()
    const first = setup({ frame, backend })
    await submitEmail(first.latch, { email: 'ada@example.com' })
    frame.enterCode(frame.wallet.otp)
    await waitForEmailCode(first.latch)
    first.latch.destroy()
    expect(frame.iframe()).toBeUndefined()

    frame.requests.length = 0
    const second = setup({ frame, backend })
    expect(second.latch.getState().connections.eip155?.status).toBe('connecting')
    await eventually(() =>
      expect(second.latch.getState().connection).toMatchObject({
        connectorId: 'auth',
        accounts: [{ address: frame.wallet.address, type: 'eoa' }],
      }),
    )
    expect(frame.requests).toEqual([
      'APP_SYNC_DAPP_DATA',
      'APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      'APP_IS_CONNECTED',
      'APP_GET_USER',
    ])
    second.latch.destroy()
  })

  it('behavior: a reload without a frame session starts disconnected and forgets the login', async () => {
    const backend = memoryBackend()
    const storage = createStorage({ backend, warn: () => {} })
    storage.set('connectedConnectorId', 'auth', 'eip155')
    storage.set('emailLoginUsed', true)
    storage.set('email', 'ada@example.com')
    storage.set('lastUsedChainId', 'eip155:1')
    const { latch } = setup({ backend })
    await eventually(() => expect(latch.getState().connections.eip155?.status).toBe('disconnected'))
    expect(storage.get('emailLoginUsed')).toBeUndefined()
    expect(storage.get('email')).toBeUndefined()
    expect(storage.get('lastUsedChainId')).toBeUndefined()
    latch.destroy()
  })

  it("behavior: the frame's session update reports a new account", async () => {
    const { latch, frame } = setup()
    await submitEmail(latch, { email: 'ada@example.com' })
    frame.enterCode(frame.wallet.otp)
    await waitForEmailCode(latch)
    frame.wallet.address = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'
    frame.notify('FRAME_SESSION_UPDATE', { token: 'next' })
    await eventually(() =>
      expect(latch.getState().connection?.accounts).toEqual([
        { address: '0x8617E340B3D01FA5F11F306F4090FD50E238070D', type: 'eoa' },
      ]),
    )
    frame.wallet.connected = false
    frame.notify('FRAME_SESSION_UPDATE', { token: 'gone' })
    await eventually(() => expect(latch.getState().connection).toBeUndefined())
    latch.destroy()
  })

  it('behavior: changing the email with the two codes stores the new one', async () => {
    const { latch, frame, storage } = setup()
    await submitEmail(latch, { email: 'ada@example.com' })
    frame.enterCode(frame.wallet.otp)
    await waitForEmailCode(latch)
    await expect(updateEmail(latch, { email: 'grace@example.com' })).resolves.toBe(
      'VERIFY_PRIMARY_OTP',
    )
    frame.enterCode(frame.wallet.otp)
    await waitForUpdateEmailPrimaryCode(latch)
    frame.enterCode(frame.wallet.otp)
    await expect(waitForUpdateEmailSecondaryCode(latch)).resolves.toBe('grace@example.com')
    expect(storage.get('email')).toBe('grace@example.com')
    expect(latch.getState().emailLogin.email).toBe('grace@example.com')
    await expect(updateEmail(latch, { email: 'grace' })).rejects.toThrow('Invalid email address')
    latch.destroy()
  })
})
