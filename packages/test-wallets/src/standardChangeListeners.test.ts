import { expect, it } from 'vitest'
import { createStandardChangeListeners } from './standardChangeListeners.js'

it('default: tells every change listener, until it unsubscribes', () => {
  const changes = createStandardChangeListeners<{ accounts: string[] }>()
  const told: string[][] = []
  const off = changes.on('change', ({ accounts }) => told.push(accounts))
  changes.emit({ accounts: ['a'] })
  off()
  changes.emit({ accounts: ['b'] })
  expect(told).toEqual([['a']])
})

it('behavior: listeners of other events are never told', () => {
  const changes = createStandardChangeListeners<{ accounts: string[] }>()
  const told: string[][] = []
  const off = changes.on('connect', ({ accounts }) => told.push(accounts))
  changes.emit({ accounts: ['a'] })
  off()
  expect(told).toEqual([])
})

it('behavior: a listener that unsubscribes while told does not skip the next one', () => {
  const changes = createStandardChangeListeners<{ accounts: string[] }>()
  const told: string[] = []
  const off = changes.on('change', () => {
    told.push('first')
    off()
  })
  changes.on('change', () => told.push('second'))
  changes.emit({ accounts: [] })
  changes.emit({ accounts: [] })
  expect(told).toEqual(['first', 'second', 'second'])
})
