import { describe, expect, it } from 'vitest'
import { BaseError } from './base.js'

const catalog = { PLAIN: 'Plain text', TEMPLATE: 'Failed for {reason} ({count})' } as const

describe('BaseError', () => {
  it('default: message and shortMessage are the catalogue text, code is kept', () => {
    const error = new BaseError(catalog, 'PLAIN')
    expect(error).toBeInstanceOf(Error)
    expect(error.message).toBe('Plain text')
    expect(error.shortMessage).toBe('Plain text')
    expect(error.code).toBe('PLAIN')
    expect(error.name).toBe('LatchError')
    expect(error.details).toBeUndefined()
    expect(error.docsPath).toBeUndefined()
    expect('cause' in error).toBe(false)
  })

  it('parameters: values fill placeholders, unknown ones stay', () => {
    expect(
      new BaseError(catalog, 'TEMPLATE', { values: { reason: 'timeout', count: 2 } }).message,
    ).toBe('Failed for timeout (2)')
    const partial = new BaseError(catalog, 'TEMPLATE', { values: { reason: 'x' } })
    expect(partial.message).toBe('Failed for x ({count})')
    expect(partial.shortMessage).toBe(partial.message)
  })

  it('behavior: the catalogue text and its values stay on the error, for a UI to translate', () => {
    const error = new BaseError(catalog, 'TEMPLATE', { values: { reason: 'timeout', count: 2 } })
    expect(error.messageTemplate).toBe('Failed for {reason} ({count})')
    expect(error.values).toEqual({ reason: 'timeout', count: 2 })
    expect(new BaseError(catalog, 'PLAIN').values).toBeUndefined()
  })

  it('behavior: a text of its own replaces the template; the catalogue text keeps it', () => {
    class ReplacingError extends BaseError {
      constructor(text: string) {
        super(catalog, 'PLAIN')
        this.replaceMessage(text)
      }
    }
    const own = new ReplacingError('The wallet said no')
    expect(own.message).toBe('The wallet said no')
    expect(own.messageTemplate).toBeUndefined()
    expect(new ReplacingError('Plain text').messageTemplate).toBe('Plain text')
  })

  it('parameters: cause, details and docsPath', () => {
    const cause = new Error('root')
    const error = new BaseError(catalog, 'PLAIN', { cause, details: 'more', docsPath: '/errors' })
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('more')
    expect(error.docsPath).toBe('/errors')
  })

  it('behavior: details and docsPath never change the text shown', () => {
    const error = new BaseError(catalog, 'PLAIN', {
      cause: new Error('socket hang up'),
      details: 'more',
      docsPath: '/errors',
    })
    expect(error.message).toBe('Plain text')
    expect(error.shortMessage).toBe('Plain text')
  })

  it("behavior: without details, the cause's details or message", () => {
    expect(new BaseError(catalog, 'PLAIN', { cause: new Error('socket hang up') }).details).toBe(
      'socket hang up',
    )
    // Wallets often reject with plain objects, not Error instances.
    expect(
      new BaseError(catalog, 'PLAIN', { cause: { code: 4001, message: 'denied' } }).details,
    ).toBe('denied')
    expect(new BaseError(catalog, 'PLAIN', { cause: 'timeout' }).details).toBe('timeout')
    expect(new BaseError(catalog, 'PLAIN', { cause: 42 }).details).toBeUndefined()

    const inner = new BaseError(catalog, 'TEMPLATE', { details: 'inner detail' })
    expect(new BaseError(catalog, 'PLAIN', { cause: inner }).details).toBe('inner detail')
    const bare = new BaseError(catalog, 'TEMPLATE', { values: { reason: 'x', count: 1 } })
    expect(new BaseError(catalog, 'PLAIN', { cause: bare }).details).toBe('Failed for x (1)')
  })

  it("behavior: without docsPath, a Latch cause's docsPath", () => {
    const inner = new BaseError(catalog, 'TEMPLATE', { docsPath: '/inner' })
    expect(new BaseError(catalog, 'PLAIN', { cause: inner }).docsPath).toBe('/inner')
    expect(new BaseError(catalog, 'PLAIN', { cause: inner, docsPath: '/own' }).docsPath).toBe(
      '/own',
    )
  })

  it('behavior: walk() returns the deepest cause', () => {
    const root = new Error('root')
    const middle = new BaseError(catalog, 'PLAIN', { cause: root })
    const top = new BaseError(catalog, 'TEMPLATE', { cause: middle })
    expect(top.walk()).toBe(root)
    const alone = new BaseError(catalog, 'PLAIN')
    expect(alone.walk()).toBe(alone)
  })

  it('behavior: walk() follows objects that are not errors', () => {
    const root = { code: -32603 }
    const rpcError = { code: 4001, cause: root }
    const top = new BaseError(catalog, 'PLAIN', { cause: rpcError })
    expect(top.walk()).toBe(root)
    expect(top.walk((error) => (error as { code?: unknown }).code === 4001)).toBe(rpcError)
  })

  it('behavior: walk(predicate) returns the first match or undefined', () => {
    const root = { reason: 'not an error' }
    const middle = new BaseError(catalog, 'PLAIN', { cause: root })
    const top = new BaseError(catalog, 'TEMPLATE', { cause: middle })
    expect(top.walk((error) => (error as BaseError).code === 'PLAIN')).toBe(middle)
    expect(top.walk((error) => error === root)).toBe(root)
    expect(top.walk((error) => error === top)).toBe(top)
    expect(top.walk(() => false)).toBeUndefined()
  })

  it('behavior: walk(guard) narrows to the type it checks', () => {
    const root = new TypeError('bad')
    const top = new BaseError(catalog, 'PLAIN', { cause: root })
    const found: TypeError | undefined = top.walk((error) => error instanceof TypeError)
    expect(found).toBe(root)
  })

  it('behavior: walk() ends on a cause chain that loops', () => {
    const looped: { cause?: unknown } = {}
    looped.cause = looped
    const top = new BaseError(catalog, 'PLAIN', { cause: looped })
    expect(top.walk()).toBe(looped)
    expect(top.walk(() => false)).toBeUndefined()
  })
})
