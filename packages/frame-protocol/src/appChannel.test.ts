import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { type AppFrameChannelParameters, createAppChannel } from './appChannel.js'
import type { AppEventType } from './eventTypes.js'
import { FrameError } from './frameError.js'
import { APP_ORIGIN, FRAME_ORIGIN, successExamples } from './testing/examples.js'
import { createFakeWindow } from './testing/fakeWindow.js'
import { flush, track } from './testing/track.js'

function setup(overrides: Partial<AppFrameChannelParameters> = {}) {
  const app = createFakeWindow(APP_ORIGIN)
  const frame = createFakeWindow(FRAME_ORIGIN)
  const logger = { warn: vi.fn() }
  let next = 0
  const channel = createAppChannel({
    side: 'app',
    target: frame.from(app),
    source: () => frame.asSource(),
    targetOrigin: FRAME_ORIGIN,
    listen: app.listen,
    logger,
    randomId: () => `id-${++next}`,
    ...overrides,
  })
  /** The frame answers: a message from the frame's origin and window. */
  const reply = (data: unknown) =>
    app.dispatch({ data, origin: FRAME_ORIGIN, source: frame.asSource() })
  return { app, frame, logger, channel, reply }
}

describe('createAppChannel', () => {
  it('default', async () => {
    const { frame, channel, reply } = setup()
    const result = channel.request('APP_CONNECT_EMAIL', { email: 'ada@example.com' })
    expect(frame.posted).toStrictEqual([
      {
        message: { id: 'id-1', type: 'APP_CONNECT_EMAIL', payload: { email: 'ada@example.com' } },
        targetOrigin: FRAME_ORIGIN,
      },
    ])
    reply({ id: 'id-1', type: 'FRAME_CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } })
    await expect(result).resolves.toStrictEqual({ action: 'VERIFY_OTP' })
  })

  it('behavior: request ids come from crypto.randomUUID by default', () => {
    const app = createFakeWindow(APP_ORIGIN)
    const frame = createFakeWindow(FRAME_ORIGIN)
    const channel = createAppChannel({
      side: 'app',
      target: frame.from(app),
      targetOrigin: FRAME_ORIGIN,
      listen: app.listen,
    })
    track(channel.request('APP_GET_USER'))
    const posted = frame.posted[0]?.message as { id: string } | undefined
    expect(posted?.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    channel.close()
  })

  it('behavior: a request without fields may leave its payload out', async () => {
    const { frame, channel, reply } = setup()
    const result = channel.request('APP_IS_CONNECTED')
    expect(frame.posted[0]?.message).toStrictEqual({
      id: 'id-1',
      type: 'APP_IS_CONNECTED',
      payload: {},
    })
    reply({ id: 'id-1', type: 'FRAME_IS_CONNECTED_SUCCESS', payload: { isConnected: false } })
    await expect(result).resolves.toStrictEqual({ isConnected: false })
  })

  it('behavior: the request payload is validated and cleaned before it is posted', async () => {
    const { frame, channel } = setup()
    const rejected = channel.request('APP_CONNECT_EMAIL', { email: 'not-an-email' })
    await expect(rejected).rejects.toMatchObject({
      code: 'INVALID_MESSAGE',
      message: 'Invalid input',
    })
    track(channel.request('APP_SWITCH_NETWORK', { chainId: 1, extra: 1 } as never))
    expect(frame.posted.map(({ message }) => message)).toStrictEqual([
      { id: 'id-1', type: 'APP_SWITCH_NETWORK', payload: { chainId: 1 } },
    ])
    channel.close()
  })

  it("behavior: an _ERROR reply rejects with the frame's message", async () => {
    const { channel, reply } = setup()
    const first = channel.request('APP_CONNECT_OTP')
    const second = channel.request('APP_SIGN_OUT')
    reply({ id: 'id-1', type: 'FRAME_CONNECT_OTP_ERROR', payload: { message: 'Invalid code' } })
    reply({ id: 'id-2', type: 'FRAME_SIGN_OUT_ERROR' })
    await expect(first).rejects.toSatisfy(
      (error) => error instanceof FrameError && error.message === 'Invalid code',
    )
    await expect(second).rejects.toMatchObject({
      code: 'REQUEST_FAILED',
      message: 'An error occurred',
    })
  })

  it('behavior: a reply settles only the request of its id', async () => {
    const { channel, reply } = setup()
    const first = track(channel.request('APP_GET_CHAIN_ID'))
    const second = track(channel.request('APP_GET_CHAIN_ID'))
    reply({ id: 'id-2', type: 'FRAME_GET_CHAIN_ID_SUCCESS', payload: { chainId: 10 } })
    await flush()
    expect(first.state).toBe('pending')
    expect(second).toStrictEqual({ state: 'resolved', value: { chainId: 10 } })
    channel.close()
  })

  it('behavior: a reply of another type with the right id does not settle', async () => {
    const { channel, reply, logger } = setup()
    const pending = track(channel.request('APP_GET_CHAIN_ID'))
    reply({ id: 'id-1', type: 'FRAME_IS_CONNECTED_SUCCESS', payload: { isConnected: true } })
    reply({ id: 'id-1', type: 'FRAME_SIGN_OUT_ERROR', payload: { message: 'No' } })
    await flush()
    expect(pending.state).toBe('pending')
    expect(logger.warn).toHaveBeenCalledTimes(2)
    reply({ id: 'id-1', type: 'FRAME_GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } })
    await flush()
    expect(pending).toStrictEqual({ state: 'resolved', value: { chainId: 1 } })
  })

  it('behavior: replies to unknown ids are ignored with a warning', async () => {
    const { channel, reply, logger } = setup()
    const pending = track(channel.request('APP_GET_CHAIN_ID'))
    reply({ id: 'id-9', type: 'FRAME_GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } })
    reply({ type: 'FRAME_GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } })
    await flush()
    expect(pending.state).toBe('pending')
    expect(logger.warn).toHaveBeenCalledTimes(2)
    expect(logger.warn.mock.calls[0]?.[0]).toContain('no pending request')
    channel.close()
  })

  it('behavior: an id is used once: a second reply settles nothing', async () => {
    const { channel, reply, logger } = setup()
    const result = channel.request('APP_GET_CHAIN_ID')
    reply({ id: 'id-1', type: 'FRAME_GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } })
    reply({ id: 'id-1', type: 'FRAME_GET_CHAIN_ID_ERROR', payload: { message: 'late' } })
    await expect(result).resolves.toStrictEqual({ chainId: 1 })
    expect(logger.warn).toHaveBeenCalledOnce()
  })

  it('behavior: an id already pending is never reused', async () => {
    const { channel } = setup({ randomId: () => 'same' })
    const first = track(channel.request('APP_GET_USER'))
    await expect(channel.request('APP_GET_USER')).rejects.toThrow(TypeError)
    expect(first.state).toBe('pending')
    channel.close()
  })

  it('behavior: replies from another origin or window do not settle', async () => {
    const { app, channel, logger } = setup()
    const pending = track(channel.request('APP_GET_CHAIN_ID'))
    const data = { id: 'id-1', type: 'FRAME_GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } }
    const impostor = createFakeWindow('https://evil.example.com')
    app.dispatch({ data, origin: 'https://evil.example.com', source: impostor.asSource() })
    app.dispatch({ data, origin: FRAME_ORIGIN, source: impostor.asSource() })
    await flush()
    expect(pending.state).toBe('pending')
    // Neither is the channel's: dropped without a word.
    expect(logger.warn).not.toHaveBeenCalled()
    channel.close()
  })

  it('behavior: without a frame window the request fails with "iframe is not set"', async () => {
    const { channel } = setup({ target: () => null })
    await expect(channel.request('APP_GET_USER')).rejects.toMatchObject({
      code: 'IFRAME_NOT_SET',
      message: 'iframe is not set',
    })
  })

  it('behavior: a message that cannot be posted rejects with its error', async () => {
    const cloneError = new DOMException('could not be cloned', 'DataCloneError')
    const { channel } = setup({
      target: {
        postMessage() {
          throw cloneError
        },
      },
    })
    await expect(channel.request('APP_GET_USER')).rejects.toBe(cloneError)
  })
})

describe('createAppChannel types', () => {
  it('behavior: payloads and results are typed per request', () => {
    const { channel } = setup()
    // Followed, so that closing the channel rejects no unhandled promise.
    const followed = <T>(promise: Promise<T>) => {
      track(promise)
      return promise
    }
    expectTypeOf(followed(channel.request('APP_IS_CONNECTED'))).resolves.toEqualTypeOf<{
      isConnected: boolean
    }>()
    expectTypeOf(
      followed(channel.request('APP_CONNECT_EMAIL', { email: 'ada@example.com' })),
    ).resolves.toEqualTypeOf<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }>()
    expectTypeOf(
      followed(channel.request('APP_GET_SOCIAL_REDIRECT_URI', { provider: 'github' })),
    ).resolves.toEqualTypeOf<{ uri: string }>()
    // @ts-expect-error connect email needs its email
    track(channel.request('APP_CONNECT_EMAIL'))
    // @ts-expect-error farcaster is not one of the frame's social providers
    track(channel.request('APP_GET_SOCIAL_REDIRECT_URI', { provider: 'farcaster' }))
    channel.close()
  })
})

describe('createAppChannel timeouts', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const timed: AppEventType[] = [
    'APP_CONNECT_SOCIAL',
    'APP_CONNECT_EMAIL',
    'APP_CONNECT_DEVICE',
    'APP_CONNECT_OTP',
    'APP_GET_SOCIAL_REDIRECT_URI',
  ]
  const payloads: Partial<Record<AppEventType, unknown>> = {
    APP_CONNECT_SOCIAL: { uri: 'https://secure.example.com/r' },
    APP_CONNECT_EMAIL: { email: 'ada@example.com' },
    APP_CONNECT_OTP: {},
    APP_GET_SOCIAL_REDIRECT_URI: { provider: 'google' },
  }

  it.each(timed)('behavior: %s times out after 120000 ms', async (type) => {
    const { channel } = setup()
    const pending = track(channel.request(type, payloads[type] as never))
    await vi.advanceTimersByTimeAsync(119_999)
    expect(pending.state).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(pending.state).toBe('rejected')
    expect(pending.error).toMatchObject({
      code: 'REQUEST_TIMED_OUT',
      message: 'Embedded Wallet Request Timed Out',
    })
  })

  it('behavior: other requests wait for their reply', async () => {
    const { channel, reply } = setup()
    const user = track(channel.request('APP_GET_USER'))
    const rpc = track(
      channel.request('APP_RPC_REQUEST', { method: 'eth_chainId', chainNamespace: 'eip155' }),
    )
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000)
    expect(user.state).toBe('pending')
    expect(rpc.state).toBe('pending')
    reply({ id: 'id-1', type: 'FRAME_GET_USER_SUCCESS', payload: successExamples.APP_GET_USER })
    await flush()
    expect(user.state).toBe('resolved')
    channel.close()
  })

  it('behavior: a reply in time clears the timer', async () => {
    const { channel, reply } = setup()
    const pending = track(channel.request('APP_CONNECT_DEVICE'))
    reply({ id: 'id-1', type: 'FRAME_CONNECT_DEVICE_SUCCESS', payload: {} })
    await flush()
    expect(vi.getTimerCount()).toBe(0)
    expect(pending).toStrictEqual({ state: 'resolved', value: {} })
  })

  it('parameters: timeouts', async () => {
    const { channel } = setup({ timeouts: { APP_GET_USER: 3000, APP_CONNECT_DEVICE: Infinity } })
    const user = track(channel.request('APP_GET_USER'))
    const device = track(channel.request('APP_CONNECT_DEVICE'))
    const otp = track(channel.request('APP_CONNECT_OTP'))
    await vi.advanceTimersByTimeAsync(3000)
    expect(user.error).toMatchObject({ code: 'REQUEST_TIMED_OUT' })
    await vi.advanceTimersByTimeAsync(120_000)
    expect(device.state).toBe('pending')
    expect(otp.state).toBe('rejected')
    channel.close()
  })
})

describe('createAppChannel abort', () => {
  const rpc = { method: 'eth_sendTransaction', params: [], chainNamespace: 'eip155' } as const

  it('behavior: an aborted RPC request rejects with "Request was aborted" and tells the frame', async () => {
    const { frame, channel } = setup()
    const controller = new AbortController()
    const result = channel.request('APP_RPC_REQUEST', rpc, { signal: controller.signal })
    controller.abort()
    await expect(result).rejects.toMatchObject({
      code: 'RPC_ABORTED',
      message: 'Request was aborted',
    })
    expect(frame.posted.map(({ message }) => message)).toStrictEqual([
      { id: 'id-1', type: 'APP_RPC_REQUEST', payload: rpc },
      { id: 'id-2', type: 'APP_RPC_ABORT', payload: {} },
    ])
    channel.close()
  })

  it('behavior: other aborted requests reject with "Something went wrong"', async () => {
    const { frame, channel } = setup()
    const controller = new AbortController()
    const result = channel.request('APP_GET_USER', {}, { signal: controller.signal })
    const reason = new Error('view closed')
    controller.abort(reason)
    await expect(result).rejects.toMatchObject({
      code: 'ABORTED',
      message: 'Something went wrong',
      cause: reason,
    })
    expect(frame.posted).toHaveLength(1)
  })

  it('behavior: an already aborted signal posts nothing', async () => {
    const { frame, channel } = setup()
    const result = channel.request('APP_RPC_REQUEST', rpc, { signal: AbortSignal.abort() })
    await expect(result).rejects.toMatchObject({ code: 'RPC_ABORTED' })
    expect(frame.posted).toHaveLength(0)
  })

  it('behavior: the late reply to an aborted request settles nothing', async () => {
    const { channel, reply, logger } = setup()
    const controller = new AbortController()
    const result = track(channel.request('APP_GET_USER', {}, { signal: controller.signal }))
    controller.abort()
    reply({ id: 'id-1', type: 'FRAME_GET_USER_SUCCESS', payload: successExamples.APP_GET_USER })
    await flush()
    expect(result.state).toBe('rejected')
    expect(logger.warn).toHaveBeenCalledOnce()
  })

  it('behavior: aborting after the reply changes nothing', async () => {
    const { frame, channel, reply } = setup()
    const controller = new AbortController()
    const result = channel.request('APP_RPC_REQUEST', rpc, { signal: controller.signal })
    reply({ id: 'id-1', type: 'FRAME_RPC_REQUEST_SUCCESS', payload: '0xabc' })
    await expect(result).resolves.toBe('0xabc')
    controller.abort()
    expect(frame.posted).toHaveLength(1)
  })
})

describe('createAppChannel notices', () => {
  it('behavior: on() hears the notices of its type until unsubscribed', () => {
    const { channel, reply } = setup()
    const ready = vi.fn()
    const session = vi.fn()
    const stop = channel.on('FRAME_READY', ready)
    channel.on('FRAME_SESSION_UPDATE', session)
    reply({ type: 'FRAME_READY', payload: { version: '4' } })
    reply({ type: 'FRAME_READY' })
    reply({ type: 'FRAME_SESSION_UPDATE', payload: { token: 't' } })
    stop()
    reply({ type: 'FRAME_READY', payload: { version: '5' } })
    expect(ready.mock.calls).toStrictEqual([[{ version: '4' }], [{}]])
    expect(session).toHaveBeenCalledExactlyOnceWith({ token: 't' })
  })

  it('behavior: a malformed notice reaches no listener', () => {
    const { channel, reply, logger } = setup()
    const session = vi.fn()
    channel.on('FRAME_SESSION_UPDATE', session)
    reply({ type: 'FRAME_SESSION_UPDATE', payload: { token: 42 } })
    expect(session).not.toHaveBeenCalled()
    expect(logger.warn).toHaveBeenCalledOnce()
  })

  it('behavior: FRAME_RELOAD_* answer APP_RELOAD and reach the listeners too', async () => {
    const { channel, reply } = setup()
    const reloaded = vi.fn()
    channel.on('FRAME_RELOAD_SUCCESS', reloaded)
    const result = channel.request('APP_RELOAD')
    reply({ id: 'id-1', type: 'FRAME_RELOAD_SUCCESS', payload: {} })
    await expect(result).resolves.toStrictEqual({})
    reply({ type: 'FRAME_RELOAD_SUCCESS' })
    expect(reloaded).toHaveBeenCalledTimes(2)
  })

  it('behavior: a failing listener is reported and the others still run', () => {
    const { channel, reply, logger } = setup()
    const after = vi.fn()
    channel.on('FRAME_READY', () => {
      throw new Error('listener bug')
    })
    channel.on('FRAME_READY', after)
    expect(() => reply({ type: 'FRAME_READY', payload: {} })).not.toThrow()
    expect(after).toHaveBeenCalledOnce()
    expect(logger.warn).toHaveBeenCalledOnce()
  })
})

describe('createAppChannel close', () => {
  it('behavior: rejects pending requests, stops listening, and refuses new requests', async () => {
    const { app, frame, channel, reply } = setup()
    const ready = vi.fn()
    channel.on('FRAME_READY', ready)
    const user = channel.request('APP_GET_USER')
    const rpc = channel.request('APP_RPC_REQUEST', {
      method: 'eth_chainId',
      chainNamespace: 'eip155',
    })
    channel.close()
    await expect(user).rejects.toMatchObject({ code: 'ABORTED' })
    await expect(rpc).rejects.toMatchObject({ code: 'RPC_ABORTED' })
    expect(app.listenerCount()).toBe(0)
    reply({ type: 'FRAME_READY', payload: {} })
    expect(ready).not.toHaveBeenCalled()
    await expect(channel.request('APP_SIGN_OUT')).rejects.toMatchObject({ code: 'ABORTED' })
    expect(frame.posted).toHaveLength(2)
  })
})
