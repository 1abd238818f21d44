import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { getActors } from './getActors.js'
import { rejectWalletRequests } from './rejectWalletRequests.js'

// The requests here come straight to the walletRequest machine; with the embedded wallet's
// frame, whose requesters then reject with "User rejected the request.", see
// client/createLatchApproval.test.ts.

function setup() {
  return createLatch({ networks: [mainnet], adapters: [testAdapter()], storage: memoryBackend() })
}

function received(latch: ReturnType<typeof setup>, id: string) {
  getActors(latch).walletRequest.send({ type: 'request.received', id, method: 'personal_sign' })
}

describe('rejectWalletRequests', () => {
  it('default: requests that opened the modal are dropped, and the modal closes', () => {
    const latch = setup()
    received(latch, '1')
    received(latch, '2')
    expect(latch.getState()).toMatchObject({ open: true, view: 'ApproveTransaction' })
    rejectWalletRequests(latch)
    expect(latch.getState().walletRequests).toEqual({ pending: [], transactionStack: 0 })
    expect(latch.getState().open).toBe(false)
    latch.destroy()
  })

  it('behavior: a request made from a view returns to that view', () => {
    const latch = setup()
    latch.open({ view: 'Account' })
    getActors(latch).walletRequest.send({ type: 'stack.push' })
    received(latch, '1')
    expect(latch.getState().view).toBe('ApproveTransaction')
    rejectWalletRequests(latch)
    expect(latch.getState()).toMatchObject({ open: true, view: 'Account' })
    expect(latch.getState().history.map(({ view }) => view)).toEqual(['Account'])
    expect(latch.getState().walletRequests).toEqual({ pending: [], transactionStack: 0 })
    latch.destroy()
  })
})
