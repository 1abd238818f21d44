import { describe, expect, it } from 'vitest'
import { eventually } from '../testing/eventually.js'
import { twoNamespaceLatch } from '../testing/twoNamespaceLatch.js'
import { cancelConnect } from './cancelConnect.js'
import { selectWallet } from './selectWallet.js'

describe('selectWallet', () => {
  it('default: shows ConnectingExternal and connects in one command; the answer leads to Account', async () => {
    const { latch, evm } = twoNamespaceLatch()
    latch.open()
    let release: () => void = () => {}
    evm.connect.mockImplementationOnce(async (parameters) => {
      await new Promise<void>((resolve) => (release = resolve))
      return {
        connectorId: parameters.connectorId,
        accounts: [{ address: '0xabc' }],
        network: 'eip155:1',
      }
    })
    const selected = selectWallet(latch, { connectorId: 'io.metamask', name: 'MetaMask' })
    await latch.preload()
    await eventually(() => expect(latch.getState().connections.eip155?.status).toBe('connecting'))
    expect(latch.getState().history.at(-1)).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'io.metamask', namespace: 'eip155', name: 'MetaMask' },
    })
    release()
    await expect(selected).resolves.toMatchObject({ accounts: [{ address: '0xabc' }] })
    expect(latch.getState().view).toBe('Account')
    latch.destroy()
  })

  it('parameters: namespace connects in that one', async () => {
    const { latch, evm, sol } = twoNamespaceLatch()
    await selectWallet(latch, { connectorId: 'phantom', namespace: 'solana' })
    expect(sol.connect).toHaveBeenCalledWith(expect.objectContaining({ connectorId: 'phantom' }))
    expect(evm.connect).not.toHaveBeenCalled()
    latch.destroy()
  })

  it('errors: a wallet that refuses rejects, and the view shows it with the namespace', async () => {
    const { latch, evm } = twoNamespaceLatch()
    evm.connect.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 4001 }))
    await expect(selectWallet(latch, { connectorId: 'io.metamask' })).rejects.toThrowError(
      'Connection rejected',
    )
    expect(latch.getState().view).toBe('ConnectingExternal')
    expect(latch.getState().connections.eip155?.error?.message).toBe('Connection rejected')
    latch.destroy()
  })
})

describe('cancelConnect', () => {
  it('behavior: the namespace stops waiting for the wallet, and the modal goes back', async () => {
    const { latch, evm } = twoNamespaceLatch()
    latch.open()
    evm.connect.mockImplementationOnce(() => new Promise(() => {}))
    const selected = selectWallet(latch, { connectorId: 'io.metamask' })
    await latch.preload()
    await eventually(() => expect(latch.getState().view).toBe('ConnectingExternal'))
    await cancelConnect(latch)
    await expect(selected).rejects.toThrowError('Modal closed')
    expect(latch.getState().view).toBe('Connect')
    expect(latch.getState().connections.eip155?.status).toBe('disconnected')
    latch.destroy()
  })

  it('behavior: with nothing connecting, it only goes back', async () => {
    const { latch, evm } = twoNamespaceLatch()
    latch.open({ view: 'AllWallets' })
    await latch.preload()
    await cancelConnect(latch)
    expect(latch.getState().view).toBe('Connect')
    expect(evm.connect).not.toHaveBeenCalled()
    latch.destroy()
  })
})
