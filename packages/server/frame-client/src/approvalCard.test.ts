import { describe, expect, it, vi } from 'vitest'
import { type ApprovalDocument, createApprovals } from './approvalCard.js'

describe('createApprovals', () => {
  it('behavior: a transaction the server would refuse is refused with no card drawn', async () => {
    const createElement = vi.fn()
    const append = vi.fn()
    const document = { createElement, body: { append } } as unknown as ApprovalDocument
    const approvals = createApprovals(document)
    await expect(
      approvals.ask(
        {
          method: 'eth_sendTransaction',
          params: [{ to: '0xZZ', value: '0x1' }],
          chainNamespace: 'eip155',
        },
        new AbortController().signal,
        'eip155:1',
      ),
    ).rejects.toThrow('Requested RPC call is not allowed')
    expect(createElement).not.toHaveBeenCalled()
    expect(append).not.toHaveBeenCalled()
  })
})
