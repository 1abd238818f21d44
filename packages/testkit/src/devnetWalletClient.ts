import type { DevAccount } from '@latch/test-wallets'
import {
  type Chain,
  createWalletClient,
  defineChain,
  type HttpTransport,
  http,
  type PrivateKeyAccount,
  type PublicActions,
  publicActions,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevnetChain } from './devnetInfo.js'

/**
 * A viem wallet client (with public actions) of a dev account on a local chain, for scripts
 * and tests that move funds or deploy. Local nodes mine each transaction at once, so it polls
 * for receipts without waiting.
 */
export type DevnetWalletClient = WalletClient<HttpTransport, Chain, PrivateKeyAccount> &
  PublicActions<HttpTransport, Chain, PrivateKeyAccount>

export function devnetWalletClient(
  chain: DevnetChain,
  account: Pick<DevAccount, 'privateKey'>,
): DevnetWalletClient {
  return createWalletClient({
    account: privateKeyToAccount(account.privateKey),
    chain: defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    pollingInterval: 20,
    transport: http(chain.rpcUrl),
  }).extend(publicActions)
}
