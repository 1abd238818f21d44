import { describe, expect, it, onTestFinished } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { startRoutedFixture } from '../testing/httpFixture.js'
import { getNfts } from './getNfts.js'

const nft = {
  chainId: 'eip155:1',
  contract: 'eip155:1:0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
  collection: { name: 'Latch Collectibles', symbol: 'LCOL' },
  tokenId: '1',
  name: 'Latch Collectible #1',
  image: 'https://service.test/1.svg',
}

describe('getNfts', () => {
  it('behavior: a page of the account’s NFTs from the blockchain service, and the next cursor', async () => {
    const fixture = await startRoutedFixture({
      '/v1/account/0xabc/nfts': { body: { data: [nft], next: 'page-2' } },
    })
    const latch = createLatch({
      networks: [mainnet],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { blockchainUrl: fixture.url },
    })
    onTestFinished(() => latch.destroy())
    await expect(
      getNfts(latch, { address: '0xabc', chainId: 'eip155:1', cursor: 'page-1' }),
    ).resolves.toEqual({ data: [nft], next: 'page-2' })
    const query = fixture.requests[0]?.url.searchParams
    expect([query?.get('chainId'), query?.get('cursor'), query?.get('projectId')]).toEqual([
      'eip155:1',
      'page-1',
      'demo',
    ])
  })

  it('errors: the service’s refusal, and "services.blockchainUrl is not provided" without one', async () => {
    const fixture = await startRoutedFixture({})
    const served = createLatch({
      networks: [mainnet],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { blockchainUrl: fixture.url },
    })
    const bare = createLatch({ networks: [mainnet], storage: memoryBackend() })
    onTestFinished(() => {
      served.destroy()
      bare.destroy()
    })
    await expect(getNfts(served, { address: '0xabc', chainId: 'eip155:1' })).rejects.toThrow(
      'HTTP request failed with status 404',
    )
    await expect(getNfts(bare, { address: '0xabc', chainId: 'eip155:1' })).rejects.toThrow(
      'services.blockchainUrl is not provided',
    )
  })
})
