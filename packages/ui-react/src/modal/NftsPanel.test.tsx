import { connect } from '@latch/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { scriptedService } from '../testing/scriptedService.js'
import { createTestLatch, renderWithLatch, testAddress } from '../testing/testLatch.js'
import { NftsPanel } from './NftsPanel.js'

const nft = (tokenId: string) => ({
  chainId: 'eip155:1',
  contract: 'eip155:1:0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
  collection: { name: 'Latch Collectibles', symbol: 'LCOL' },
  tokenId,
  name: `Latch Collectible #${tokenId}`,
})

/** The panel of the connected account on `chainId`, the service answering NFTs with `nfts`. */
async function renderPanel(
  chainId: string | undefined,
  nfts: (url: URL) => { status?: number; body: unknown },
  services: { blockchainUrl: string } | null = { blockchainUrl: 'https://service.test' },
) {
  const fetch = scriptedService((url) => (url.pathname.endsWith('/nfts') ? nfts(url) : undefined))
  // `null`: a site without a blockchain service.
  const { latch } = createTestLatch(services ? { projectId: 'demo', services } : {})
  await connect(latch, { connectorId: 'test-wallet' })
  const onSend = vi.fn()
  renderWithLatch(latch, <NftsPanel address={testAddress} chainId={chainId} onSend={onSend} />)
  const asked = () =>
    fetch.mock.calls
      .map(([input]) => new URL(String(input)))
      .filter((url) => url.pathname.endsWith('/nfts'))
  return { latch, asked, onSend }
}

describe('NftsPanel', () => {
  it('behavior: off eip155 it says NFTs are shown on EVM networks only, and asks nothing', async () => {
    const { latch, asked } = await renderPanel('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', () => ({
      body: { data: [nft('1')], next: null },
    }))
    expect(await screen.findByText('NFTs are shown on EVM networks only for now.')).toBeTruthy()
    expect(asked()).toEqual([])
    latch.destroy()
  })

  it('errors: without a blockchain service it says NFTs need one', async () => {
    const { latch } = await renderPanel(
      'eip155:1',
      () => ({ body: { data: [], next: null } }),
      null,
    )
    expect(
      await screen.findByText('NFTs need a blockchain service in the Latch configuration.'),
    ).toBeTruthy()
    latch.destroy()
  })

  it('errors: a next page that fails says so and keeps the grid; Show more asks again', async () => {
    let moreFails = true
    const { latch, asked } = await renderPanel('eip155:1', (url) =>
      url.searchParams.get('cursor')
        ? moreFails
          ? { status: 503, body: {} }
          : { body: { data: [nft('2')], next: null } }
        : { body: { data: [nft('1')], next: 'page-2' } },
    )
    const grid = await screen.findByRole('list', { name: 'NFTs' })
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect((await screen.findByRole('alert')).textContent).toBe('NFTs could not be loaded.')
    expect(within(grid).getAllByRole('listitem')).toHaveLength(1)
    moreFails = false
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(2))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
    expect(asked().map((url) => url.searchParams.get('cursor'))).toEqual([null, 'page-2', 'page-2'])
    latch.destroy()
  })

  it('behavior: a card opens its detail; Send hands the NFT on, All NFTs goes back', async () => {
    const { latch, onSend } = await renderPanel('eip155:1', () => ({
      body: { data: [nft('1')], next: null },
    }))
    const grid = await screen.findByRole('list', { name: 'NFTs' })
    fireEvent.click(within(grid).getByRole('button', { name: /Latch Collectible #1/ }))
    const detail = screen.getByTestId('latch-nft-detail')
    fireEvent.click(within(detail).getByRole('button', { name: 'Send' }))
    expect(onSend).toHaveBeenCalledWith(nft('1'))
    fireEvent.click(within(detail).getByRole('button', { name: 'All NFTs' }))
    expect(await screen.findByRole('list', { name: 'NFTs' })).toBeTruthy()
    latch.destroy()
  })
})
