import { FrameError } from '@latch/frame-protocol'
import { describe, expect, it } from 'vitest'
import { rejectWalletRequests } from '../actions/rejectWalletRequests.js'
import { route } from '../actions/route.js'
import { submitEmail } from '../actions/submitEmail.js'
import { waitForEmailCode } from '../actions/waitForEmailCode.js'
import { createFakeSecureFrame } from '../conformance/fakeSecureFrame.js'
import { testAuthAdapter } from '../conformance/testDoubles.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { eventually } from '../testing/eventually.js'
import { createLatch } from './createLatch.js'

// The embedded wallet's signing requests through ApproveTransaction (SPEC.md §5): the client's
// machines, the auth connector and the fake secure frame, whose answer is the visitor's click.

async function signedIn() {
  const frame = createFakeSecureFrame()
  const adapter = testAuthAdapter()
  const latch = createLatch({
    networks: [mainnet],
    adapters: [adapter],
    storage: memoryBackend(),
    auth: frame.config,
  })
  await submitEmail(latch, { email: 'ada@example.com' })
  frame.enterCode(frame.wallet.otp)
  await waitForEmailCode(latch)
  await eventually(() => expect(latch.getState().connection?.connectorId).toBe('auth'))
  latch.close()
  await eventually(() => expect(latch.getState().open).toBe(false))
  /** The frame's answer to the next RPC request waits for `answer()` (the visitor's click). */
  function waitForVisitor() {
    let answer: (outcome: 'approve' | 'reject') => void = () => {}
    frame.handle('APP_RPC_REQUEST', (request) => {
      frame.wallet.rpc.push({
        method: request.method,
        params: request.params,
        chainId: request.chainId,
      })
      return new Promise((resolve, reject) => {
        answer = (outcome) =>
          outcome === 'approve'
            ? resolve(`0x${'cd'.repeat(65)}`)
            : reject(new FrameError('RPC_USER_REJECTED'))
      })
    })
    return (outcome: 'approve' | 'reject') => answer(outcome)
  }
  const sign = () => adapter.signMessage({ message: '0x6869', address: frame.wallet.address })
  return { frame, adapter, latch, waitForVisitor, sign }
}

describe('signing with the embedded wallet', () => {
  it('behavior: a signature opens ApproveTransaction with the request; Approve in the frame answers it and closes the modal', async () => {
    const { latch, frame, waitForVisitor, sign } = await signedIn()
    const answer = waitForVisitor()
    const signed = sign()
    await eventually(() => expect(latch.getState().view).toBe('ApproveTransaction'))
    expect(latch.getState().open).toBe(true)
    expect(latch.getState().walletRequests.pending).toEqual([
      { id: expect.any(String), method: 'personal_sign', secureFrame: true },
    ])
    // The frame has the request: its card is what the visitor answers.
    await eventually(() => expect(frame.wallet.rpc.at(-1)?.method).toBe('personal_sign'))
    answer('approve')
    await expect(signed).resolves.toBe(`0x${'cd'.repeat(65)}`)
    await eventually(() => expect(latch.getState().open).toBe(false))
    expect(latch.getState().walletRequests).toEqual({ pending: [], transactionStack: 0 })
    latch.destroy()
  })

  it('behavior: Reject in the frame rejects the request with the EIP-1193 text and closes the modal', async () => {
    const { latch, waitForVisitor, sign } = await signedIn()
    const answer = waitForVisitor()
    const signed = sign()
    await eventually(() => expect(latch.getState().view).toBe('ApproveTransaction'))
    answer('reject')
    await expect(signed).rejects.toThrow('User rejected the request.')
    await eventually(() => expect(latch.getState().open).toBe(false))
    expect(latch.getState().walletRequests.pending).toEqual([])
    latch.destroy()
  })

  it('behavior: closing the modal rejects the waiting request and takes it back from the frame (APP_RPC_ABORT)', async () => {
    const { latch, frame, waitForVisitor, sign } = await signedIn()
    waitForVisitor()
    const signed = sign()
    await eventually(() => expect(latch.getState().view).toBe('ApproveTransaction'))
    await eventually(() => expect(frame.requests).toContain('APP_RPC_REQUEST'))
    latch.close()
    await expect(signed).rejects.toThrow('User rejected the request.')
    await eventually(() => expect(frame.requests).toContain('APP_RPC_ABORT'))
    expect(latch.getState().walletRequests).toEqual({ pending: [], transactionStack: 0 })
    latch.destroy()
  })

  it('behavior: a request made while the modal shows Account returns there; so does Reject', async () => {
    const { latch, waitForVisitor, sign } = await signedIn()
    latch.open()
    await eventually(() => expect(latch.getState().view).toBe('Account'))
    let answer = waitForVisitor()
    const first = sign()
    await eventually(() => expect(latch.getState().view).toBe('ApproveTransaction'))
    expect(latch.getState().walletRequests.transactionStack).toBe(1)
    answer('approve')
    await first
    await eventually(() => expect(latch.getState().view).toBe('Account'))
    expect(latch.getState().open).toBe(true)

    answer = waitForVisitor()
    const second = sign()
    await eventually(() => expect(latch.getState().view).toBe('ApproveTransaction'))
    rejectWalletRequests(latch)
    await expect(second).rejects.toThrow('User rejected the request.')
    await eventually(() => expect(latch.getState().view).toBe('Account'))
    expect(latch.getState().open).toBe(true)
    expect(latch.getState().walletRequests).toEqual({ pending: [], transactionStack: 0 })
    latch.destroy()
  })

  it('behavior: Cancel with two requests waiting rejects both and returns to the view before them', async () => {
    const { latch, waitForVisitor, sign } = await signedIn()
    latch.open()
    await eventually(() => expect(latch.getState().view).toBe('Account'))
    waitForVisitor()
    const first = sign()
    const second = sign()
    await eventually(() => expect(latch.getState().walletRequests.pending).toHaveLength(2))
    // The second joins the first on the one ApproveTransaction: nothing more to go back over.
    expect(latch.getState().history.map((entry) => entry.view)).toEqual([
      'Account',
      'ApproveTransaction',
    ])
    expect(latch.getState().walletRequests.transactionStack).toBe(1)
    rejectWalletRequests(latch)
    await expect(first).rejects.toThrow('User rejected the request.')
    await expect(second).rejects.toThrow('User rejected the request.')
    expect(latch.getState()).toMatchObject({ open: true, view: 'Account' })
    expect(latch.getState().walletRequests).toEqual({ pending: [], transactionStack: 0 })
    latch.destroy()
  })

  it('behavior: Cancel with two requests that opened the modal closes it', async () => {
    const { latch, waitForVisitor, sign } = await signedIn()
    waitForVisitor()
    const first = sign()
    const second = sign()
    await eventually(() => expect(latch.getState().walletRequests.pending).toHaveLength(2))
    expect(latch.getState().walletRequests.transactionStack).toBe(0)
    rejectWalletRequests(latch)
    await expect(first).rejects.toThrow('User rejected the request.')
    await expect(second).rejects.toThrow('User rejected the request.')
    await eventually(() => expect(latch.getState().open).toBe(false))
    latch.destroy()
  })

  it('behavior: leaving ApproveTransaction for another view (UnsupportedChain) takes the requests back', async () => {
    const { latch, frame, waitForVisitor, sign } = await signedIn()
    waitForVisitor()
    const signed = sign()
    await eventually(() => expect(latch.getState().view).toBe('ApproveTransaction'))
    await eventually(() => expect(frame.requests).toContain('APP_RPC_REQUEST'))
    route(latch, { type: 'router.push', view: 'UnsupportedChain' })
    await expect(signed).rejects.toThrow('User rejected the request.')
    await eventually(() => expect(frame.requests).toContain('APP_RPC_ABORT'))
    expect(latch.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' })
    expect(latch.getState().walletRequests).toEqual({ pending: [], transactionStack: 0 })
    latch.destroy()
  })
})
