import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { walletRequestMachine } from '../machines/walletRequest.js'
import { createWalletRequestGate } from './walletRequestGate.js'

function start() {
  const refreshBalance = vi.fn()
  const actor = createActor(walletRequestMachine.provide({ actions: { refreshBalance } })).start()
  const gate = createWalletRequestGate({ walletRequest: () => actor, modalOpen: () => false })
  const submit = (method: string, answer: unknown) =>
    gate.submit({ method, send: async () => answer })
  return { actor, gate, submit, refreshBalance }
}

describe('createWalletRequestGate', () => {
  it('behavior: a transaction hash from the wallet has the balance read again', async () => {
    const { submit, refreshBalance, actor } = start()
    const hash = `0x${'ab'.repeat(32)}`
    await expect(submit('eth_sendTransaction', hash)).resolves.toBe(hash)
    expect(refreshBalance).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.pending).toEqual([])
  })

  it('behavior: an object answer (a batch of calls) has the balance read again', async () => {
    const { submit, refreshBalance } = start()
    await submit('wallet_sendCalls', { id: '0x01' })
    expect(refreshBalance).toHaveBeenCalledTimes(1)
  })

  it('behavior: a signed message (a long 0x hex string) leaves the balance alone', async () => {
    const { submit, refreshBalance, actor } = start()
    const signature = `0x${'cd'.repeat(65)}`
    await expect(submit('personal_sign', signature)).resolves.toBe(signature)
    expect(refreshBalance).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe('idle')
  })
})
