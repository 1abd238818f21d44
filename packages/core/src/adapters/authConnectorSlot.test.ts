import { describe, expect, it, vi } from 'vitest'
import { testAuthProvider } from '../conformance/testDoubles.js'
import { createAuthConnectorSlot } from './authConnectorSlot.js'

const solanaAuth = { id: 'auth', name: 'Email / social wallet', type: 'AUTH', chain: 'solana' }

describe('createAuthConnectorSlot', () => {
  it('default: empty until core offers the embedded wallet', () => {
    const onChange = vi.fn()
    const slot = createAuthConnectorSlot('solana', onChange)
    expect(slot.connector()).toBeUndefined()
    expect(slot.provider('auth')).toBeUndefined()
    expect(onChange).not.toHaveBeenCalled()
  })

  it("behavior: an offered provider is the AUTH connector of the adapter's namespace until removed", () => {
    const onChange = vi.fn()
    const slot = createAuthConnectorSlot('solana', onChange)
    const provider = testAuthProvider('solana')
    const remove = slot.add(provider)
    expect(slot.connector()).toEqual(solanaAuth)
    expect(slot.provider('auth')).toBe(provider)
    expect(slot.provider('Phantom')).toBeUndefined()
    expect(onChange).toHaveBeenCalledTimes(1)
    remove()
    expect(slot.connector()).toBeUndefined()
    expect(slot.provider('auth')).toBeUndefined()
    expect(onChange).toHaveBeenCalledTimes(2)
  })

  it('behavior: removing a provider that was replaced leaves the newer one', () => {
    const onChange = vi.fn()
    const slot = createAuthConnectorSlot('eip155', onChange)
    const removeFirst = slot.add(testAuthProvider())
    const second = testAuthProvider()
    slot.add(second)
    removeFirst()
    expect(slot.provider('auth')).toBe(second)
    expect(onChange).toHaveBeenCalledTimes(2)
  })
})
