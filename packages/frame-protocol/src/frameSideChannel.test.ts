import { describe, expect, it, vi } from 'vitest'
import { FrameError } from './frameError.js'
import { createFrameSideChannel, type FrameSideChannelParameters } from './frameSideChannel.js'
import { APP_ORIGIN, FRAME_ORIGIN, user } from './testing/examples.js'
import { createFakeWindow } from './testing/fakeWindow.js'
import { flush } from './testing/track.js'

function setup(overrides: Partial<FrameSideChannelParameters> = {}) {
  const app = createFakeWindow(APP_ORIGIN)
  const frame = createFakeWindow(FRAME_ORIGIN)
  const logger = { warn: vi.fn() }
  const channel = createFrameSideChannel({
    side: 'frame',
    target: app.from(frame),
    source: () => app.asSource(),
    targetOrigin: APP_ORIGIN,
    listen: frame.listen,
    logger,
    ...overrides,
  })
  /** The app asks: a message from the app's origin and window. */
  const ask = (data: unknown) =>
    frame.dispatch({ data, origin: APP_ORIGIN, source: app.asSource() })
  const replies = () => app.posted.map(({ message }) => message)
  return { app, frame, logger, channel, ask, replies }
}

describe('createFrameSideChannel', () => {
  it('default', async () => {
    const { app, channel, ask } = setup()
    const handler = vi.fn(() => ({ action: 'VERIFY_DEVICE' as const }))
    channel.handle('APP_CONNECT_EMAIL', handler)
    ask({ id: 'a1', type: 'APP_CONNECT_EMAIL', payload: { email: 'ada@example.com' } })
    await flush()
    expect(handler).toHaveBeenCalledExactlyOnceWith({ email: 'ada@example.com' })
    expect(app.posted).toStrictEqual([
      {
        message: {
          id: 'a1',
          type: 'FRAME_CONNECT_EMAIL_SUCCESS',
          payload: { action: 'VERIFY_DEVICE' },
        },
        targetOrigin: APP_ORIGIN,
      },
    ])
  })

  it('behavior: async handlers, and the result is cleaned by its schema', async () => {
    const { channel, ask, replies } = setup()
    channel.handle('APP_GET_USER', async () => ({ ...user, secret: 'x' }) as typeof user)
    ask({ id: 'a1', type: 'APP_GET_USER', payload: {} })
    await flush()
    expect(replies()).toStrictEqual([{ id: 'a1', type: 'FRAME_GET_USER_SUCCESS', payload: user }])
  })

  it("behavior: a handler's throw becomes _ERROR with its message", async () => {
    const { channel, ask, replies } = setup()
    channel.handle('APP_RPC_REQUEST', () => {
      throw new FrameError('RPC_NOT_ALLOWED')
    })
    channel.handle('APP_CONNECT_OTP', async () => {
      throw new Error('Invalid code')
    })
    channel.handle('APP_SIGN_OUT', () => Promise.reject('not an error'))
    ask({
      id: 'a1',
      type: 'APP_RPC_REQUEST',
      payload: { method: 'eth_x', chainNamespace: 'eip155' },
    })
    ask({ id: 'a2', type: 'APP_CONNECT_OTP', payload: {} })
    ask({ id: 'a3', type: 'APP_SIGN_OUT' })
    await flush()
    expect(replies()).toStrictEqual([
      {
        id: 'a1',
        type: 'FRAME_RPC_REQUEST_ERROR',
        payload: { message: 'Requested RPC call is not allowed' },
      },
      { id: 'a2', type: 'FRAME_CONNECT_OTP_ERROR', payload: { message: 'Invalid code' } },
      { id: 'a3', type: 'FRAME_SIGN_OUT_ERROR', payload: { message: 'An error occurred' } },
    ])
  })

  it('behavior: a result that fails its schema is never posted as a success', async () => {
    const { channel, ask, replies, logger } = setup()
    channel.handle('APP_IS_CONNECTED', () => ({ isConnected: 'yes' }) as never)
    ask({ id: 'a1', type: 'APP_IS_CONNECTED', payload: {} })
    await flush()
    expect(replies()).toStrictEqual([
      { id: 'a1', type: 'FRAME_IS_CONNECTED_ERROR', payload: { message: 'An error occurred' } },
    ])
    expect(logger.warn).toHaveBeenCalledOnce()
  })

  it('behavior: a request without a handler is answered with _ERROR', async () => {
    const { ask, replies } = setup()
    ask({ id: 'a1', type: 'APP_GET_CHAIN_ID', payload: {} })
    await flush()
    expect(replies()).toStrictEqual([
      { id: 'a1', type: 'FRAME_GET_CHAIN_ID_ERROR', payload: { message: 'An error occurred' } },
    ])
  })

  it('behavior: a request without id cannot be answered and is ignored with a warning', async () => {
    const { channel, ask, replies, logger } = setup()
    const handler = vi.fn(() => ({}))
    channel.handle('APP_SIGN_OUT', handler)
    ask({ type: 'APP_SIGN_OUT', payload: {} })
    await flush()
    expect(handler).not.toHaveBeenCalled()
    expect(replies()).toStrictEqual([])
    expect(logger.warn).toHaveBeenCalledOnce()
  })

  it('behavior: requests of another origin, window or shape never reach a handler', async () => {
    const { frame, channel, ask, replies, logger } = setup()
    const handler = vi.fn(() => ({}))
    channel.handle('APP_SIGN_OUT', handler)
    const request = { id: 'a1', type: 'APP_SIGN_OUT', payload: {} }
    const impostor = createFakeWindow('https://evil.example.com')
    frame.dispatch({
      data: request,
      origin: 'https://evil.example.com',
      source: impostor.asSource(),
    })
    frame.dispatch({ data: request, origin: APP_ORIGIN, source: impostor.asSource() })
    ask({ ...request, type: 'FRAME_SIGN_OUT_SUCCESS' })
    ask({ ...request, payload: 'everything' })
    await flush()
    expect(handler).not.toHaveBeenCalled()
    expect(replies()).toStrictEqual([])
    // A reply type and a bad payload from the app are said; another origin's or window's
    // message is not the channel's.
    expect(logger.warn).toHaveBeenCalledTimes(2)
  })

  it('behavior: a type has one handler; its unsubscribe removes only itself', async () => {
    const { channel, ask, replies } = setup()
    const stop = channel.handle('APP_SIGN_OUT', () => ({}))
    expect(() => channel.handle('APP_SIGN_OUT', () => ({}))).toThrow(TypeError)
    stop()
    const stopSecond = channel.handle('APP_SIGN_OUT', () => ({}))
    stop()
    ask({ id: 'a1', type: 'APP_SIGN_OUT' })
    await flush()
    expect(replies()).toStrictEqual([{ id: 'a1', type: 'FRAME_SIGN_OUT_SUCCESS', payload: {} }])
    stopSecond()
  })

  it('behavior: without a parent window the reply is dropped with a warning', async () => {
    const { channel, ask, logger } = setup({ target: () => null })
    channel.handle('APP_SIGN_OUT', () => ({}))
    ask({ id: 'a1', type: 'APP_SIGN_OUT' })
    await flush()
    expect(logger.warn).toHaveBeenCalledExactlyOnceWith('[latch] frame channel: parent is not set')
  })
})

describe('createFrameSideChannel notify', () => {
  it('default', () => {
    const { app, channel } = setup()
    channel.notify('FRAME_READY', { version: '4' })
    channel.notify('FRAME_READY')
    channel.notify('FRAME_SESSION_UPDATE', { token: 't' })
    expect(app.posted).toStrictEqual([
      { message: { type: 'FRAME_READY', payload: { version: '4' } }, targetOrigin: APP_ORIGIN },
      { message: { type: 'FRAME_READY', payload: {} }, targetOrigin: APP_ORIGIN },
      {
        message: { type: 'FRAME_SESSION_UPDATE', payload: { token: 't' } },
        targetOrigin: APP_ORIGIN,
      },
    ])
  })

  it('behavior: an invalid notice or no parent throws', () => {
    const { channel } = setup()
    expect(() => channel.notify('FRAME_SESSION_UPDATE', { token: 1 } as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_MESSAGE' }),
    )
    const orphan = setup({ target: () => null })
    expect(() => orphan.channel.notify('FRAME_READY')).toThrow(
      expect.objectContaining({ code: 'PARENT_NOT_SET' }),
    )
  })
})

describe('createFrameSideChannel close', () => {
  it('behavior: stops listening and posts nothing more', async () => {
    const { frame, channel, ask, replies } = setup()
    let finish: (result: Record<string, never>) => void = () => {}
    channel.handle('APP_SIGN_OUT', () => new Promise((resolve) => (finish = resolve)))
    ask({ id: 'a1', type: 'APP_SIGN_OUT' })
    channel.close()
    finish({})
    await flush()
    channel.notify('FRAME_READY')
    expect(frame.listenerCount()).toBe(0)
    expect(replies()).toStrictEqual([])
  })
})
