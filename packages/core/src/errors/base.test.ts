import { describe, expect, it } from 'vitest'
import { BaseError } from './base.js'

const catalog = { PLAIN: 'Plain text', TEMPLATE: 'Failed for {reason} ({count})' } as const

describe('BaseError', () => {
  it('default: message is the catalogue text, code is kept', () => {
    const error = new BaseError(catalog, 'PLAIN')
    expect(error).toBeInstanceOf(Error)
    expect(error.message).toBe('Plain text')
    expect(error.code).toBe('PLAIN')
    expect(error.name).toBe('LatchError')
    expect(error.details).toBeUndefined()
  })

  it('parameters: values fill placeholders, unknown ones stay', () => {
    expect(
      new BaseError(catalog, 'TEMPLATE', { values: { reason: 'timeout', count: 2 } }).message,
    ).toBe('Failed for timeout (2)')
    expect(new BaseError(catalog, 'TEMPLATE', { values: { reason: 'x' } }).message).toBe(
      'Failed for x ({count})',
    )
  })

  it('parameters: cause and details', () => {
    const cause = new Error('root')
    const error = new BaseError(catalog, 'PLAIN', { cause, details: 'more' })
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('more')
  })

  it('behavior: walk() returns the deepest cause', () => {
    const root = new Error('root')
    const middle = new BaseError(catalog, 'PLAIN', { cause: root })
    const top = new BaseError(catalog, 'TEMPLATE', { cause: middle })
    expect(top.walk()).toBe(root)
    expect(new BaseError(catalog, 'PLAIN').walk()).toBeInstanceOf(BaseError)
  })

  it('behavior: walk(predicate) returns the first match or undefined', () => {
    const root = { reason: 'not an error' }
    const middle = new BaseError(catalog, 'PLAIN', { cause: root })
    const top = new BaseError(catalog, 'TEMPLATE', { cause: middle })
    expect(top.walk((error) => (error as BaseError).code === 'PLAIN')).toBe(middle)
    expect(top.walk((error) => error === root)).toBe(root)
    expect(top.walk(() => false)).toBeUndefined()
  })
})
