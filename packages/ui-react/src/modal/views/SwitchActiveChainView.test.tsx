import { createLatch, mainnet, memoryBackend, solana } from '@latch/core'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithLatch, testAdapter } from '../../testing/testLatch.js'

async function openSwitch(solanaConnectors = true) {
  const solanaAdapter = testAdapter(
    'solana',
    solana.caipNetworkId,
    solanaConnectors
      ? [{ id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }]
      : [],
  )
  const latch = createLatch({
    networks: [mainnet, solana],
    adapters: [testAdapter(), solanaAdapter],
    storage: memoryBackend(),
  })
  renderWithLatch(latch)
  act(() =>
    latch.open({
      view: 'SwitchActiveChain',
      data: { switchToChain: 'solana', network: solana, navigateTo: 'Connect' },
    }),
  )
  const dialog = await screen.findByRole('dialog')
  return { latch, dialog }
}

describe('SwitchActiveChainView', () => {
  it('default: the wallets of the namespace to connect, and they lead to connecting there', async () => {
    const { latch, dialog } = await openSwitch()
    expect(dialog.textContent).toContain('Connect a wallet for Solana')
    const list = within(dialog).getByRole('list', { name: 'Wallets for Solana' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['PhantomInstalled'])
    fireEvent.click(within(list).getByRole('button', { name: /Phantom/ }))
    expect(latch.getState().view).toBe('ConnectingExternal')
    expect(latch.getState().history.at(-1)?.data).toEqual({
      connectorId: 'phantom',
      namespace: 'solana',
    })
    latch.destroy()
  })

  it('behavior: no wallet there: it says so; “All ways to connect” replaces the view', async () => {
    const { latch, dialog } = await openSwitch(false)
    expect(
      within(dialog).getByText('No wallet for this network was found in this browser.'),
    ).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'All ways to connect' }))
    expect(latch.getState().view).toBe('Connect')
    expect(latch.getState().history).toHaveLength(1)
    latch.destroy()
  })
})
