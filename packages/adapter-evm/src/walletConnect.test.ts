import { testWalletConnect } from '@latch/core/conformance'
import { mainnet, optimism } from '@latch/core/networks'
import { describe, expect, it } from 'vitest'
import { evmAdapter } from './evmAdapter.js'

// A WalletConnect session's eip155 provider, connected by the real adapter code as any
// EIP-1193 wallet; only the SDK's client is a test double (the relay and sign-client are
// tested in @latch/relay).

const address = '0x1111111111111111111111111111111111111111'

async function paired() {
  const wallet = testWalletConnect()
  const adapter = evmAdapter({ target: undefined })
  const networks = [mainnet, optimism]
  const proposal = adapter.walletConnect?.namespace(networks)
  if (!proposal) throw new Error('evmAdapter takes WalletConnect')
  expect(proposal.chains).toEqual(['eip155:1', 'eip155:10'])
  adapter.walletConnect?.addProvider(wallet.provider('eip155', networks))
  const { approval } = await wallet.pair({ eip155: proposal })
  wallet.approve({ eip155: [`eip155:10:${address}`] })
  await approval
  return { wallet, adapter }
}

describe('evmAdapter over WalletConnect', () => {
  it('default: the session is the walletConnect connector, connected on its approved chain', async () => {
    const { adapter } = await paired()
    expect(adapter.getConnectors()).toContainEqual(
      expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }),
    )
    await expect(
      adapter.connect({ connectorId: 'walletConnect', network: undefined }),
    ).resolves.toMatchObject({
      connectorId: 'walletConnect',
      accounts: [{ address }],
      network: 'eip155:10',
    })
  })

  it('behavior: a signature is asked of the wallet over the session, on its chain', async () => {
    const { wallet, adapter } = await paired()
    await adapter.connect({ connectorId: 'walletConnect', network: undefined })
    wallet.state.answer = async ({ method }) => (method === 'personal_sign' ? '0xabcdef' : null)
    await expect(adapter.signMessage({ message: 'hello', address })).resolves.toBe('0xabcdef')
    expect(wallet.client.request).toHaveBeenCalledWith(
      expect.objectContaining({ chainId: 'eip155:10', method: 'personal_sign' }),
    )
  })
})
