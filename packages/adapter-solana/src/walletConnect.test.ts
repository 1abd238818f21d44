import { testWalletConnect } from '@latch/core/conformance'
import { solana, solanaDevnet } from '@latch/core/networks'
import { describe, expect, it } from 'vitest'
import { solanaAdapter } from './solanaAdapter.js'

// A WalletConnect session's solana provider, connected by the real adapter code as it
// connects the embedded wallet (the solana_* methods); only the SDK's client is a test double
// (the relay and sign-client are tested in @latch/relay).

const address = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

async function paired() {
  const wallet = testWalletConnect()
  const adapter = solanaAdapter({ wallets: { get: () => [], on: () => () => {} } })
  const networks = [solana, solanaDevnet]
  const proposal = adapter.walletConnect?.namespace(networks)
  if (!proposal) throw new Error('solanaAdapter takes WalletConnect')
  expect(proposal.chains).toEqual([solana.caipNetworkId, solanaDevnet.caipNetworkId])
  adapter.walletConnect?.addProvider(wallet.provider('solana', networks))
  const { approval } = await wallet.pair({ solana: proposal })
  wallet.approve({ solana: [`${solanaDevnet.caipNetworkId}:${address}`] })
  await approval
  return { wallet, adapter }
}

describe('solanaAdapter over WalletConnect', () => {
  it('default: the session is the walletConnect connector, connected on its approved cluster', async () => {
    const { adapter } = await paired()
    expect(adapter.getConnectors()).toContainEqual(
      expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'solana' }),
    )
    await expect(
      adapter.connect({ connectorId: 'walletConnect', network: undefined }),
    ).resolves.toMatchObject({
      connectorId: 'walletConnect',
      accounts: [{ address }],
      network: solanaDevnet.caipNetworkId,
    })
  })

  it('behavior: a message is signed by the wallet over the session, on its cluster', async () => {
    const { wallet, adapter } = await paired()
    await adapter.connect({ connectorId: 'walletConnect', network: undefined })
    const signature = '5'.repeat(88)
    wallet.state.answer = async () => ({ signature })
    await expect(adapter.signMessage({ message: 'hello', address })).resolves.toBe(signature)
    expect(wallet.client.request).toHaveBeenCalledWith({
      chainId: solanaDevnet.caipNetworkId,
      method: 'solana_signMessage',
      params: { message: 'Cn8eVZg', pubkey: address },
    })
  })
})
