import { describe, expect, it, vi } from 'vitest'
import { testAuthProvider } from '../conformance/testDoubles.js'
import { createSessionConnectorSlot } from './sessionConnectorSlot.js'

const solanaAuth = { id: 'auth', name: 'Email / social wallet', type: 'AUTH', chain: 'solana' }

describe('createSessionConnectorSlot', () => {
  it('default: empty until core offers the embedded wallet', () => {
    const onChange = vi.fn()
    const slot = createSessionConnectorSlot('solana', 'AUTH', onChange)
    expect(slot.connector()).toBeUndefined()
    expect(slot.provider('auth')).toBeUndefined()
    expect(onChange).not.toHaveBeenCalled()
  })

  it("behavior: an offered provider is the AUTH connector of the adapter's namespace until removed", () => {
    const onChange = vi.fn()
    const slot = createSessionConnectorSlot('solana', 'AUTH', onChange)
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
    const slot = createSessionConnectorSlot('eip155', 'AUTH', onChange)
    const removeFirst = slot.add(testAuthProvider())
    const second = testAuthProvider()
    slot.add(second)
    removeFirst()
    expect(slot.provider('auth')).toBe(second)
    expect(onChange).toHaveBeenCalledTimes(2)
  })

  it('behavior: WalletConnect is listed as its own connector, under its id and name', () => {
    const slot = createSessionConnectorSlot('eip155', 'WALLET_CONNECT', vi.fn())
    const provider = testAuthProvider()
    slot.add(provider)
    expect(slot.connector()).toEqual({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
    })
    expect(slot.provider('walletConnect')).toBe(provider)
    expect(slot.provider('auth')).toBeUndefined()
  })
})
