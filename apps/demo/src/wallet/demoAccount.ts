import { verifyBitcoinSignature } from '@latch/adapter-bitcoin'
import { verifySolanaSignature } from '@latch/adapter-solana'
import type {
  CaipNetwork,
  ChainAdapter,
  ChainNamespace,
  ConnectorType,
  LatchState,
  TokenRef,
} from '@latch/core'
import type { DevnetInfo } from '@latch/testkit/wallet'
import { createPublicClient, http, isErc6492Signature, verifyMessage } from 'viem'
import type { DemoLatch } from './demoLatch.js'

/** The local test token on the account's network, as the panel reads and sends it. */
export type DemoToken = TokenRef & { symbol: string; decimals: number }

export type VerifySignature = (parameters: {
  address: string
  message: string
  signature: string
  /** The network the account is on: a smart account's signature is checked there. */
  network: CaipNetwork
}) => Promise<boolean>

/** A connected account on one of the site's networks: what the account panel works with. */
export type ListedDemoAccount = {
  status: 'listed'
  /** The adapter of the account's namespace: balances, signing and sends go through it. */
  adapter: ChainAdapter
  address: string
  network: CaipNetwork
  /** Dev account #2 of the namespace, which no test wallet holds: transfers go there. */
  recipient: string | undefined
  token: DemoToken | undefined
  /** Whether the faucet can fund the account (the local EVM chains have one). */
  faucet: boolean
  /** Checks a signature of `address` the namespace's way. */
  verify: VerifySignature
  /**
   * Whether the wallet may be asked for its EIP-5792 capabilities (`wallet_getCapabilities`),
   * which then decide what batch the panel offers: a smart account (the embedded wallet's,
   * ERC-4337, sends a batch as one operation), or a browser wallet (announced or injected) on
   * an eip155 network. A WalletConnect session and the other namespaces' adapters are never
   * asked: asking them logged errors.
   */
  walletCapabilities: boolean
  /** Whether the wallet answers ERC-7811's `wallet_getAssets`: the embedded wallet on eip155. */
  assetDiscovery: boolean
}

/**
 * What the account panel shows for the active account: nothing when no account is connected
 * (or the demo has no adapter for its namespace), a plain note when the wallet is on a network
 * the site does not list (it has no RPC to read there), else the account with what fits its
 * namespace.
 */
export type DemoAccount = ListedDemoAccount | { status: 'unlisted'; network: CaipNetwork }

type NamespaceParts = {
  recipient: (devnet: DevnetInfo | undefined) => string | undefined
  token: (devnet: DevnetInfo | undefined, network: CaipNetwork) => DemoToken | undefined
  faucet: boolean
  verify: VerifySignature
}

/** Only the namespaces the demo has adapters for; others are never connected here. */
const namespaceParts: Partial<Record<ChainNamespace, NamespaceParts>> = {
  eip155: {
    recipient: (devnet) => devnet?.accounts[2]?.address,
    token: (devnet, network) => {
      const address = devnet?.token.addresses[Number(network.id)]
      return devnet && address
        ? { address, symbol: devnet.token.symbol, decimals: devnet.token.decimals }
        : undefined
    },
    faucet: true,
    // EIP-191 recovers a key account's address; a smart account's signature is checked by the
    // account on its network instead (ERC-1271, or ERC-6492 before its first operation deployed
    // it). A network that cannot be asked verifies nothing.
    verify: async ({ address, message, signature, network }) => {
      const parameters = {
        address: address as `0x${string}`,
        message,
        signature: signature as `0x${string}`,
      }
      if (!isErc6492Signature(parameters.signature) && (await verifyMessage(parameters)))
        return true
      const client = createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })
      return client.verifyMessage(parameters).catch(() => false)
    },
  },
  solana: {
    recipient: (devnet) => devnet?.solana?.accounts[2]?.address,
    token: (devnet, network) => {
      const solana = devnet?.solana
      return solana && solana.chainId === network.caipNetworkId
        ? {
            address: solana.token.mint,
            symbol: solana.token.symbol,
            decimals: solana.token.decimals,
          }
        : undefined
    },
    // The local cluster funds its dev accounts at start; there is no faucet for others.
    faucet: false,
    // ed25519: the address is the public key.
    verify: (parameters) => verifySolanaSignature(parameters),
  },
  bip122: {
    recipient: (devnet) => devnet?.bitcoin?.accounts[2]?.payment.address,
    // Bitcoin has no tokens.
    token: () => undefined,
    // The ledger funds its dev accounts at start.
    faucet: false,
    // BIP-322: the signature spends the address's script in a virtual transaction.
    verify: (parameters) => verifyBitcoinSignature(parameters),
  },
}

/** Browser wallets, which answer EIP-5792 themselves when they implement it. */
const browserWalletTypes: readonly ConnectorType[] = ['ANNOUNCED', 'INJECTED']

/** The active account as the account panel sees it; see {@link DemoAccount}. */
export function demoAccount(
  demo: Pick<DemoLatch, 'adapters' | 'devnet'>,
  state: Pick<LatchState, 'connection' | 'activeNetwork' | 'networks' | 'connectors'>,
): DemoAccount | undefined {
  const { connection, activeNetwork: network } = state
  const address = connection?.accounts[0]?.address
  if (!address || !network) return undefined
  if (!state.networks.some((listed) => listed.caipNetworkId === network.caipNetworkId)) {
    return { status: 'unlisted', network }
  }
  const namespace = network.chainNamespace
  const adapter = demo.adapters[namespace]
  const parts = namespaceParts[namespace]
  if (!adapter || !parts) return undefined
  const smartAccount = connection?.accounts[0]?.type === 'smartAccount'
  // The connector of the connection, as the namespace's adapter found it (one wallet may be
  // listed by several adapters, each with its own type).
  const connector = state.connectors.find(
    (listed) => listed.id === connection?.connectorId && listed.chain === namespace,
  )
  const browserWallet =
    namespace === 'eip155' && connector !== undefined && browserWalletTypes.includes(connector.type)
  return {
    status: 'listed',
    adapter,
    address,
    network,
    recipient: parts.recipient(demo.devnet),
    token: parts.token(demo.devnet, network),
    faucet: parts.faucet && demo.devnet !== undefined,
    verify: parts.verify,
    walletCapabilities: smartAccount || browserWallet,
    assetDiscovery: namespace === 'eip155' && connector?.type === 'AUTH',
  }
}
