import { type Address, createWalletClient, erc20Abi, type Hash, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type ChainClients, chainRpcTimeoutMs } from '../chains/chainClient.js'
import type { ChainSettings } from '../chains/chainSettings.js'

/** How long the payout waits for its transaction to be mined. */
const payoutReceiptTimeoutMs = 60_000

/** Sends what an order bought from the sandbox's funded account. */
export type SandboxPayout = {
  /** The account that pays. */
  address: Address
  /** Sends `amount` base units of `token` (`native` or a contract) on `network` to `to`. */
  send(network: string, token: string, to: Address, amount: bigint): Promise<Hash>
  /** Waits for `hash` to be mined: `success` or `reverted`. */
  confirm(network: string, hash: Hash): Promise<'success' | 'reverted'>
}

/**
 * The sandbox's payer on `chains`, with `privateKey`. Its sends on one chain go one after the
 * other, so that two orders paid at once never take the same nonce (in this process: a
 * second process paying from the same account may still collide, and that order fails).
 *
 * @example
 * const payout = createSandboxPayout({ chains, clients, privateKey })
 * const hash = await payout.send('eip155:31337', 'native', visitor, 10n ** 17n)
 */
export function createSandboxPayout({
  chains,
  clients,
  privateKey,
}: {
  chains: readonly ChainSettings[]
  clients: ChainClients
  privateKey: Hex
}): SandboxPayout {
  const account = privateKeyToAccount(privateKey)
  const queues = new Map<string, Promise<unknown>>()
  const walletOf = (network: string) => {
    const chain = chains.find((candidate) => candidate.caipNetworkId === network)
    const client = clients.get(network)
    if (!chain || !client) throw new Error(`${network} is not configured`)
    return {
      client,
      wallet: createWalletClient({
        account,
        chain: client.chain,
        transport: http(chain.rpcUrl, { timeout: chainRpcTimeoutMs, retryCount: 0 }),
      }),
    }
  }
  return {
    address: account.address,
    send(network, token, to, amount) {
      const { wallet } = walletOf(network)
      const sending = (queues.get(network) ?? Promise.resolve()).then(() =>
        token === 'native'
          ? wallet.sendTransaction({ to, value: amount })
          : wallet.writeContract({
              address: token as Address,
              abi: erc20Abi,
              functionName: 'transfer',
              args: [to, amount],
            }),
      )
      queues.set(
        network,
        sending.catch(() => undefined),
      )
      return sending
    },
    async confirm(network, hash) {
      const { client } = walletOf(network)
      const receipt = await client.waitForTransactionReceipt({
        hash,
        timeout: payoutReceiptTimeoutMs,
        pollingInterval: 250,
      })
      return receipt.status
    },
  }
}
