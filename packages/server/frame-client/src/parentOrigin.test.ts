import { describe, expect, test } from 'vitest'
import { type FrameWindow, parentOrigin } from './parentOrigin.js'

function frameWindow({
  ancestors,
  referrer = '',
  embedded = true,
}: {
  ancestors?: string[]
  referrer?: string
  embedded?: boolean
}): FrameWindow & { self: unknown } {
  const self = {}
  return {
    self,
    parent: embedded ? {} : self,
    location: {
      ...(ancestors
        ? {
            ancestorOrigins: {
              length: ancestors.length,
              item: (index) => ancestors[index] ?? null,
            },
          }
        : {}),
    },
    document: { referrer },
  }
}

describe('parentOrigin', () => {
  test('default: the first ancestor origin, which the browser vouches for', () => {
    expect(
      parentOrigin(
        frameWindow({ ancestors: ['http://localhost:5173'], referrer: 'https://x.example/' }),
      ),
    ).toBe('http://localhost:5173')
  })

  test('behavior: without ancestorOrigins, the referrer’s origin', () => {
    expect(parentOrigin(frameWindow({ referrer: 'https://shop.example/cart?id=1' }))).toBe(
      'https://shop.example',
    )
  })

  test('behavior: not embedded, no referrer, or not a web page: none', () => {
    expect(
      parentOrigin(frameWindow({ embedded: false, referrer: 'https://a.example/' })),
    ).toBeUndefined()
    expect(parentOrigin(frameWindow({}))).toBeUndefined()
    expect(parentOrigin(frameWindow({ referrer: 'file:///etc/passwd' }))).toBeUndefined()
    expect(parentOrigin(frameWindow({ ancestors: ['null'] }))).toBeUndefined()
  })
})
