import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { openChannelPort } from './channelPort.js'
import { APP_ORIGIN, FRAME_ORIGIN } from './testing/examples.js'
import { createFakeWindow } from './testing/fakeWindow.js'

const schema = z.object({ type: z.literal('PING'), n: z.number() })

function setup(options: { withSource?: boolean } = {}) {
  const app = createFakeWindow(APP_ORIGIN)
  const frame = createFakeWindow(FRAME_ORIGIN)
  const logger = { warn: vi.fn() }
  const onMessage = vi.fn()
  const port = openChannelPort(
    {
      target: frame.from(app),
      targetOrigin: FRAME_ORIGIN,
      listen: app.listen,
      logger,
      ...(options.withSource === false ? {} : { source: () => frame.asSource() }),
    },
    schema,
    onMessage,
  )
  return { app, frame, logger, onMessage, port }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('openChannelPort', () => {
  it('default', () => {
    const { app, frame, logger, onMessage } = setup()
    app.dispatch({
      data: { type: 'PING', n: 1, extra: true },
      origin: FRAME_ORIGIN,
      source: frame.asSource(),
    })
    expect(onMessage).toHaveBeenCalledExactlyOnceWith({ type: 'PING', n: 1 })
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('behavior: posts to the target origin, never "*"', () => {
    const { frame, port } = setup()
    expect(port.post({ type: 'PING', n: 2 })).toBe(true)
    expect(frame.posted).toStrictEqual([
      { message: { type: 'PING', n: 2 }, targetOrigin: FRAME_ORIGIN },
    ])
  })

  it('behavior: a target function is read at each post; no window posts nothing', () => {
    const frame = createFakeWindow(FRAME_ORIGIN)
    const app = createFakeWindow(APP_ORIGIN)
    let current: ReturnType<typeof frame.from> | null = null
    const port = openChannelPort(
      { target: () => current, targetOrigin: FRAME_ORIGIN, listen: app.listen },
      schema,
      () => {},
    )
    expect(port.post({ type: 'PING', n: 1 })).toBe(false)
    current = frame.from(app)
    expect(port.post({ type: 'PING', n: 1 })).toBe(true)
    expect(frame.posted).toHaveLength(1)
  })

  it.each([
    '*',
    '',
    'null',
    'secure.example.com',
    'https://secure.example.com/',
    'https://a.com/path',
  ])('behavior: rejects the target origin %j', (targetOrigin) => {
    const app = createFakeWindow(APP_ORIGIN)
    expect(() =>
      openChannelPort(
        { target: app.from(app), targetOrigin, listen: app.listen },
        schema,
        () => {},
      ),
    ).toThrow(TypeError)
    expect(app.listenerCount()).toBe(0)
  })

  it('behavior: a message of another origin is not for the port: ignored, with nothing in the console', () => {
    const { app, frame, logger, onMessage } = setup()
    app.dispatch({
      data: { type: 'PING', n: 1 },
      origin: 'https://evil.example.com',
      source: frame.asSource(),
    })
    expect(onMessage).not.toHaveBeenCalled()
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('behavior: a message of another window of the right origin (a login popup) is ignored, with nothing in the console', () => {
    const { app, logger, onMessage } = setup()
    const other = createFakeWindow(FRAME_ORIGIN)
    app.dispatch({ data: { type: 'PING', n: 1 }, origin: FRAME_ORIGIN, source: other.asSource() })
    app.dispatch({ data: { type: 'PING', n: 1 }, origin: FRAME_ORIGIN, source: null })
    expect(onMessage).not.toHaveBeenCalled()
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('behavior: without `source`, only the origin is checked', () => {
    const { app, onMessage } = setup({ withSource: false })
    app.dispatch({ data: { type: 'PING', n: 1 }, origin: FRAME_ORIGIN, source: null })
    expect(onMessage).toHaveBeenCalledOnce()
  })

  it('behavior: a message that fails the schema is ignored with one warning', () => {
    const { app, frame, logger, onMessage } = setup()
    for (const data of [{ type: 'PING' }, { type: 'PONG', n: 1 }, 'PING', null, undefined]) {
      app.dispatch({ data, origin: FRAME_ORIGIN, source: frame.asSource() })
    }
    expect(onMessage).not.toHaveBeenCalled()
    expect(logger.warn).toHaveBeenCalledTimes(5)
    expect(logger.warn.mock.calls[0]?.[0]).toContain('fails its schema')
  })

  it('behavior: a failing handler is reported, never thrown to the event loop', () => {
    const { app, frame, logger, onMessage } = setup()
    onMessage.mockImplementation(() => {
      throw new Error('boom')
    })
    expect(() =>
      app.dispatch({
        data: { type: 'PING', n: 1 },
        origin: FRAME_ORIGIN,
        source: frame.asSource(),
      }),
    ).not.toThrow()
    expect(logger.warn).toHaveBeenCalledOnce()
  })

  it('behavior: close removes the listener', () => {
    const { app, port } = setup()
    expect(app.listenerCount()).toBe(1)
    port.close()
    expect(app.listenerCount()).toBe(0)
  })

  it("behavior: listens to the window's message events by default", () => {
    const target = new EventTarget()
    vi.stubGlobal('window', target)
    const onMessage = vi.fn()
    const port = openChannelPort(
      { target: { postMessage() {} }, targetOrigin: FRAME_ORIGIN, logger: { warn() {} } },
      schema,
      onMessage,
    )
    const event = new MessageEvent('message', {
      data: { type: 'PING', n: 3 },
      origin: FRAME_ORIGIN,
    })
    target.dispatchEvent(event)
    expect(onMessage).toHaveBeenCalledExactlyOnceWith({ type: 'PING', n: 3 })
    port.close()
    target.dispatchEvent(event)
    expect(onMessage).toHaveBeenCalledOnce()
  })

  it('behavior: outside a browser, `listen` is required', () => {
    expect(() =>
      openChannelPort(
        { target: { postMessage() {} }, targetOrigin: FRAME_ORIGIN },
        schema,
        () => {},
      ),
    ).toThrow(/pass `listen`/)
  })
})
