import { describe, expect, it, vi } from 'vitest'
import { createFrameChannel } from './channel.js'
import { APP_ORIGIN, FRAME_ORIGIN, user } from './testing/examples.js'
import { createFakeWindow } from './testing/fakeWindow.js'
import { flush } from './testing/track.js'

function connect() {
  const appWindow = createFakeWindow(APP_ORIGIN)
  const frameWindow = createFakeWindow(FRAME_ORIGIN)
  const logger = { warn: vi.fn() }
  const app = createFrameChannel({
    side: 'app',
    target: () => frameWindow.from(appWindow),
    source: () => frameWindow.asSource(),
    targetOrigin: FRAME_ORIGIN,
    listen: appWindow.listen,
    logger,
  })
  const frame = createFrameChannel({
    side: 'frame',
    target: appWindow.from(frameWindow),
    source: () => appWindow.asSource(),
    targetOrigin: APP_ORIGIN,
    listen: frameWindow.listen,
    logger,
  })
  return { app, frame, logger }
}

describe('createFrameChannel', () => {
  it('default', async () => {
    const { app, frame, logger } = connect()
    frame.handle('APP_CONNECT_EMAIL', ({ email }) => ({
      action: email.endsWith('@example.com') ? 'VERIFY_OTP' : 'VERIFY_DEVICE',
    }))
    frame.handle('APP_CONNECT_OTP', () => ({}))
    frame.handle('APP_GET_USER', () => user)

    await expect(
      app.request('APP_CONNECT_EMAIL', { email: 'ada@example.com' }),
    ).resolves.toStrictEqual({
      action: 'VERIFY_OTP',
    })
    await expect(app.request('APP_CONNECT_OTP')).resolves.toStrictEqual({})
    await expect(app.request('APP_GET_USER')).resolves.toStrictEqual(user)
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it("behavior: the frame's error reaches the app as a FrameError", async () => {
    const { app, frame } = connect()
    frame.handle('APP_CONNECT_EMAIL', () => {
      throw new Error('Please try again after 12 seconds')
    })
    await expect(
      app.request('APP_CONNECT_EMAIL', { email: 'ada@example.com' }),
    ).rejects.toMatchObject({
      name: 'FrameError',
      code: 'REQUEST_FAILED',
      message: 'Please try again after 12 seconds',
    })
  })

  it('behavior: an aborted RPC request is aborted in the frame too', async () => {
    const { app, frame } = connect()
    const frameAbort = vi.fn(() => ({}))
    frame.handle('APP_RPC_REQUEST', () => new Promise(() => {}))
    frame.handle('APP_RPC_ABORT', frameAbort)
    const controller = new AbortController()
    const result = app.request(
      'APP_RPC_REQUEST',
      { method: 'eth_sendTransaction', params: [{}], chainNamespace: 'eip155' },
      { signal: controller.signal },
    )
    await flush()
    controller.abort()
    await expect(result).rejects.toMatchObject({ message: 'Request was aborted' })
    await flush()
    expect(frameAbort).toHaveBeenCalledExactlyOnceWith({})
  })

  it('behavior: the ready handshake and session updates', async () => {
    const { app, frame } = connect()
    const ready = vi.fn()
    const session = vi.fn()
    app.on('FRAME_READY', ready)
    app.on('FRAME_SESSION_UPDATE', session)
    frame.notify('FRAME_READY', { version: '4' })
    frame.notify('FRAME_SESSION_UPDATE', { token: 'jwt' })
    await flush()
    expect(ready).toHaveBeenCalledExactlyOnceWith({ version: '4' })
    expect(session).toHaveBeenCalledExactlyOnceWith({ token: 'jwt' })
  })

  it('behavior: a message posted to the wrong origin never arrives', async () => {
    const appWindow = createFakeWindow(APP_ORIGIN)
    const frameWindow = createFakeWindow(FRAME_ORIGIN)
    const app = createFrameChannel({
      side: 'app',
      target: frameWindow.from(appWindow),
      targetOrigin: 'https://other.example.com',
      listen: appWindow.listen,
      logger: { warn() {} },
    })
    const handler = vi.fn(() => ({}))
    createFrameChannel({
      side: 'frame',
      target: appWindow.from(frameWindow),
      targetOrigin: APP_ORIGIN,
      listen: frameWindow.listen,
    }).handle('APP_SIGN_OUT', handler)
    const result = app.request('APP_SIGN_OUT')
    await flush()
    expect(frameWindow.posted[0]?.targetOrigin).toBe('https://other.example.com')
    expect(handler).not.toHaveBeenCalled()
    app.close()
    await expect(result).rejects.toMatchObject({ code: 'ABORTED' })
  })
})
