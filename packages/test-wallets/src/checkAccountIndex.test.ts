import { expect, it } from 'vitest'
import { checkAccountIndex } from './checkAccountIndex.js'

it('default: an index of one of the accounts passes', () => {
  expect(() => checkAccountIndex(0, 2)).not.toThrow()
  expect(() => checkAccountIndex(1, 2)).not.toThrow()
})

it('behavior: an index out of range or not whole is a RangeError naming the range', () => {
  expect(() => checkAccountIndex(2, 2)).toThrow(
    new RangeError('the wallet has accounts 0 to 1, not 2'),
  )
  expect(() => checkAccountIndex(-1, 2)).toThrow(RangeError)
  expect(() => checkAccountIndex(0.5, 2)).toThrow(RangeError)
})
