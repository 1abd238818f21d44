import type { AuthAccount, AuthRequestArguments } from '../adapters/chainAdapter.js'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import { InternalError } from '../errors/internal.js'

/** The namespace-neutral embedded wallet that EIP-1193's own methods are answered from. */
export type Eip1193Wallet = {
  connect(): Promise<AuthAccount>
  reconnect(): Promise<AuthAccount | undefined>
  switchNetwork(network: CaipNetworkId): Promise<void>
  currentNetwork(): Promise<CaipNetworkId>
}

/** The EIP-1193 form of an eip155 chain id: `'0x89'`. */
export function toHexChainId(caipNetworkId: string): string {
  return `0x${Number(caipNetworkId.split(':')[1]).toString(16)}`
}

function requestedChainId(params: unknown): string | undefined {
  const [first] = Array.isArray(params) ? params : []
  const chainId = (first as { chainId?: unknown } | undefined)?.chainId
  return typeof chainId === 'string' || typeof chainId === 'number' ? String(chainId) : undefined
}

/**
 * EIP-1193's account and chain methods, so that the eip155 embedded wallet is an EIP-1193
 * provider like any: `eth_requestAccounts` connects (no prompt: the login was the prompt),
 * `eth_accounts` restores a session without one (empty when there is none), `eth_chainId` and
 * `wallet_switchEthereumChain` follow the wallet's network. `undefined` for any other method,
 * which goes to the frame as it is.
 *
 * @example
 * await eip1193Request(wallet, { method: 'eth_chainId' }) // '0x1'
 */
export function eip1193Request(
  wallet: Eip1193Wallet,
  { method, params }: AuthRequestArguments,
): Promise<unknown> | undefined {
  switch (method) {
    case 'eth_requestAccounts':
      return wallet.connect().then(({ address }) => [address])
    case 'eth_accounts':
      return wallet.reconnect().then((account) => (account ? [account.address] : []))
    case 'eth_chainId':
      return wallet.currentNetwork().then(toHexChainId)
    case 'wallet_switchEthereumChain': {
      const requested = requestedChainId(params)
      if (requested === undefined) {
        return Promise.reject(new InternalError('CHAIN_NOT_SUPPORTED'))
      }
      const target: CaipNetworkId = requested.includes(':')
        ? (requested as CaipNetworkId)
        : `eip155:${/^0x/i.test(requested) ? Number.parseInt(requested, 16) : requested}`
      return wallet.switchNetwork(target).then(() => null)
    }
    default:
      return undefined
  }
}
