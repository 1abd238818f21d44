import { connect, type TokenBalance } from '@latch/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { scriptedService } from '../testing/scriptedService.js'
import { createTestLatch, renderWithLatch, testAddress } from '../testing/testLatch.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ltt: TokenBalance = {
  name: 'Latch Test Token',
  symbol: 'LTT',
  chainId: 'eip155:1',
  address: `eip155:1:${token.toLowerCase()}`,
  quantity: { decimals: '18', numeric: '20' },
  iconUrl: 'https://example.org/ltt.png',
}
const expiry = Math.floor(Date.now() / 1000) + 3600
const session = (pci: string, changes: Record<string, unknown> = {}) => ({
  pci,
  chainId: 'eip155:1',
  expiry,
  permissions: [
    { type: 'erc20-token-transfer', data: { address: token, allowance: '0x8ac7230489e80000' } },
  ],
  revoked: false,
  ...changes,
})

async function openSessions(sessions: () => unknown[]) {
  const fetch = scriptedService((url) =>
    url.pathname === `/v1/sessions/${testAddress}`
      ? { body: { sessions: sessions() } }
      : url.pathname.endsWith('/balance')
        ? { body: { balances: [ltt] } }
        : undefined,
  )
  const { latch, adapter } = createTestLatch({
    projectId: 'demo',
    services: { blockchainUrl: 'https://service.test' },
    features: { smartSessions: true },
  })
  await connect(latch, { connectorId: 'test-wallet' })
  renderWithLatch(latch)
  act(() => latch.open())
  const dialog = await screen.findByRole('dialog')
  return { latch, adapter, dialog, fetch }
}

describe('SessionsPanel', () => {
  it('behavior: the active sessions with token, limit and expiry; Revoke asks the wallet and lists again', async () => {
    let revoked = false
    const { latch, adapter, dialog } = await openSessions(() => [
      session('0xaa', { revoked }),
      session('0xbb', { revoked: true }),
      session('0xcc', { expiry: 1 }),
    ])
    // Balances first: the limit is then in LTT.
    await within(dialog).findAllByText(/Latch Test Token/)
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Sessions' }))
    const list = await within(dialog).findByRole('list', { name: 'Sessions' })
    const items = within(list).getAllByTestId('latch-session')
    // Revoked and expired sessions are not listed.
    expect(items).toHaveLength(1)
    expect(items[0]?.textContent).toContain('TokenLTTLimit10 LTTExpires')
    adapter.request.mockImplementationOnce(async () => {
      revoked = true
      return { userOpHash: '0x12' } as never
    })
    fireEvent.click(within(list).getByRole('button', { name: 'Revoke' }))
    expect(await within(dialog).findByText('No active sessions.')).toBeTruthy()
    expect(adapter.request).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'wallet_revokePermissions',
        params: [{ permissionsContext: '0xaa', address: testAddress }],
      }),
    )
    latch.destroy()
  })

  it('errors: a refused revocation says so and keeps the session; Revoke again revokes it', async () => {
    let revoked = false
    const { latch, adapter, dialog, fetch } = await openSessions(() => [
      session('0xaa', { revoked }),
    ])
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Sessions' }))
    const list = await within(dialog).findByRole('list', { name: 'Sessions' })
    adapter.request.mockRejectedValueOnce(new Error('User rejected the request'))
    fireEvent.click(within(list).getByRole('button', { name: 'Revoke' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The session was not revoked.',
    )
    expect(within(list).getAllByTestId('latch-session')).toHaveLength(1)
    expect(within(list).getByRole('button', { name: 'Revoke' })).toHaveProperty('disabled', false)
    const reads = () =>
      fetch.mock.calls.filter(([input]) => String(input).includes('/v1/sessions/')).length
    expect(reads()).toBe(1)
    // The retry: the failure goes, the wallet is asked again, and the list is read again.
    adapter.request.mockImplementationOnce(async () => {
      revoked = true
      return { userOpHash: '0x12' } as never
    })
    fireEvent.click(within(list).getByRole('button', { name: 'Revoke' }))
    expect(await within(dialog).findByText('No active sessions.')).toBeTruthy()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(reads()).toBe(2)
    latch.destroy()
  })

  it('behavior: while the wallet is asked, every Revoke waits and the asked one says so', async () => {
    const { latch, adapter, dialog } = await openSessions(() => [session('0xaa'), session('0xbb')])
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Sessions' }))
    const list = await within(dialog).findByRole('list', { name: 'Sessions' })
    adapter.request.mockImplementationOnce(() => new Promise(() => {}))
    fireEvent.click(within(list).getAllByRole('button', { name: 'Revoke' })[1] as HTMLElement)
    const buttons = await within(list).findAllByRole('button', { name: /Revok/ })
    await waitFor(() =>
      expect(
        buttons.map((button) => [button.textContent, (button as HTMLButtonElement).disabled]),
      ).toEqual([
        ['Revoke', true],
        ['Revoking…', true],
      ]),
    )
    latch.destroy()
  })

  it('errors: without a blockchain service the tab says sessions need one', async () => {
    const { latch } = createTestLatch({ features: { smartSessions: true } })
    await connect(latch, { connectorId: 'test-wallet' })
    renderWithLatch(latch)
    act(() => latch.open())
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(await within(dialog).findByRole('tab', { name: 'Sessions' }))
    expect(
      await within(dialog).findByText(
        'Sessions need a blockchain service in the Latch configuration.',
      ),
    ).toBeTruthy()
    latch.destroy()
  })

  it('default: without the smartSessions feature there is no Sessions tab', async () => {
    const { latch } = createTestLatch()
    await connect(latch, { connectorId: 'test-wallet' })
    renderWithLatch(latch)
    act(() => latch.open())
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByRole('tablist')
    expect(within(dialog).queryByRole('tab', { name: 'Sessions' })).toBeNull()
    latch.destroy()
  })
})
