import { bitcoinAdapter, siwbSiwx } from '@latch/adapter-bitcoin'
import { cosmosAdapter, cosmosNetwork, cosmosSiwx } from '@latch/adapter-cosmos'
import { evmAdapter, siweSiwx } from '@latch/adapter-evm'
import { polkadotAdapter, polkadotNetwork, sisSiwx } from '@latch/adapter-polkadot'
import { siwsSiwx, solanaAdapter } from '@latch/adapter-solana'
import {
  type CaipNetwork,
  type ChainAdapter,
  type ChainNamespace,
  createLatch,
  type LatchClient,
  type LatchConfig,
  siwxByNamespace,
} from '@latch/core'
import { mainnet, optimism } from '@latch/core/networks'
import {
  announceTestWallet,
  createBitcoinTestWallet,
  createCosmosTestWallet,
  createPolkadotTestWallet,
  createSolanaTestWallet,
  createTestWallet,
  type DevnetInfo,
  devnetNetwork,
  injectCosmosTestWallet,
  injectPolkadotTestWallet,
  keplrChainInfoOf,
  polkadotTestWalletKey,
  registerBitcoinTestWallet,
  registerSolanaTestWallet,
  solanaDevnetNetwork,
  type TestWallet,
} from '@latch/testkit/wallet'
import { walletConnect } from '@latch/walletconnect'
import { createMachineInspector, type MachineInspector } from '../inspection/machineInspector.js'
import { type DemoClientOptions, featuresOption } from '../options/demoOptions.js'
import { demoSiteOptions } from '../options/demoSiteOptions.js'
import type { DemoServices } from './devnet.js'

/** Where the demo injects the Cosmos test wallet: a key of its own, not Keplr's. */
const cosmosTestWalletKey = 'latchCosmosTestWallet'

/** The namespaces whose adapter package the demo uses; the others are listed as coming. */
export const adapterNamespaces: readonly ChainNamespace[] = [
  'eip155',
  'solana',
  'bip122',
  'polkadot',
  'cosmos',
]

/** What the page has once, whatever the options: chains, services, wallet, adapters. */
export type DemoEnvironment = {
  networks: readonly CaipNetwork[]
  /** The adapter of each namespace the demo can offer. */
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>
  /** The in-page test wallet, when the local chains run. */
  wallet: TestWallet | undefined
  devnet: DevnetInfo | undefined
  /** The local `latch-server`, when it runs. */
  services: DemoServices | undefined
  /** Stops announcing the test wallet. */
  stop: () => void
}

export type DemoLatch = {
  latch: LatchClient
  /** The adapters this client has, by namespace: the panels read and send through them. */
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>
  wallet: TestWallet | undefined
  devnet: DevnetInfo | undefined
  services: DemoServices | undefined
  /** What the client's machines report, when the visitor inspects them. */
  inspector: MachineInspector | undefined
}

/** The demo's wallet on two namespaces (EVM dev account 4, Solana dev account 4). */
const twoChainWalletName = 'Latch Two-Chain Wallet'

/**
 * With the local chains: the EVM adapter, and the Latch Test Wallet announced on the page
 * (it knows chain A only, so switching to chain B goes through "add network"). Without them:
 * no adapter, and the machines run on their own. Adapters live as long as the page, so that
 * a client recreated with other options finds the wallet still connected.
 */
export function createDemoEnvironment(
  devnet: DevnetInfo | undefined,
  services: DemoServices | undefined,
): DemoEnvironment {
  if (!devnet) {
    return {
      networks: [mainnet, optimism],
      adapters: {},
      wallet: undefined,
      devnet,
      services,
      stop: () => {},
    }
  }
  const [payer, second] = devnet.accounts
  const [chainA] = devnet.chains
  if (!payer || !chainA) throw new Error('devnet.json has no accounts or chains')
  const wallet = createTestWallet({
    privateKey: payer.privateKey,
    additionalPrivateKeys: second ? [second.privateKey] : [],
    chains: [chainA],
    // Like a browser wallet, it remembers that it granted this site its accounts.
    rememberSite: { storage: window.localStorage, key: 'latch-demo:test-wallet-grant' },
  })
  const stopFirst = announceTestWallet(wallet)
  // A second EIP-6963 wallet with another dev account, so that a namespace can hold two
  // wallets at once (multi-wallet: the demo project has it on).
  const otherAccount = devnet.accounts[3] ?? second
  const stopOther = otherAccount
    ? announceTestWallet(
        createTestWallet({
          privateKey: otherAccount.privateKey,
          chains: [chainA],
          rememberSite: { storage: window.localStorage, key: 'latch-demo:other-wallet-grant' },
        }),
        { name: 'Latch Other Wallet', rdns: 'dev.latch.otherwallet' },
      )
    : () => {}
  const stops = [stopFirst, stopOther]
  const stop = () => {
    for (const each of stops) each()
  }
  // The Solana test wallet (wallet-standard) signs for the local litesvm cluster.
  const { solana } = devnet
  if (solana) {
    registerSolanaTestWallet(
      createSolanaTestWallet({
        name: 'Latch Solana Test Wallet',
        secretKeys: solana.accounts.slice(0, 2).map((account) => account.secretKey),
        chains: { [solana.walletChain]: solana.rpcUrl },
        rememberSite: { storage: window.localStorage, key: 'latch-demo:solana-wallet-grant' },
      }),
    )
  }
  // A wallet on two namespaces, as Phantom is: an EIP-6963 wallet and a wallet-standard one
  // of the same name. The connect list shows it once (SPEC.md §3, MULTI_CHAIN), and picking
  // it connects both.
  const twoChainEvm = devnet.accounts[4]
  const twoChainSolana = solana?.accounts[4]
  if (solana && twoChainEvm && twoChainSolana) {
    stops.push(
      announceTestWallet(
        createTestWallet({
          privateKey: twoChainEvm.privateKey,
          chains: [chainA],
          rememberSite: { storage: window.localStorage, key: 'latch-demo:two-chain-evm-grant' },
        }),
        { name: twoChainWalletName, rdns: 'dev.latch.twochainwallet' },
      ),
    )
    registerSolanaTestWallet(
      createSolanaTestWallet({
        name: twoChainWalletName,
        secretKeys: [twoChainSolana.secretKey],
        chains: { [solana.walletChain]: solana.rpcUrl },
        rememberSite: {
          storage: window.localStorage,
          key: 'latch-demo:two-chain-solana-grant',
        },
      }),
    )
  }
  // The Bitcoin test wallet (Wallet Standard `bitcoin:*`) signs for the local regtest ledger.
  const { bitcoin } = devnet
  if (bitcoin) {
    registerBitcoinTestWallet(
      createBitcoinTestWallet({
        name: 'Latch Bitcoin Test Wallet',
        accounts: bitcoin.accounts.slice(0, 2),
        chains: { [bitcoin.walletChain]: bitcoin.url },
        rememberSite: { storage: window.localStorage, key: 'latch-demo:bitcoin-wallet-grant' },
      }),
    )
  }
  // The Polkadot test wallet (an extension in `injectedWeb3`) signs for the local chain.
  const { polkadot } = devnet
  if (polkadot) {
    injectPolkadotTestWallet(
      createPolkadotTestWallet({
        accounts: polkadot.accounts.slice(0, 2),
        rememberSite: { storage: window.localStorage, key: 'latch-demo:polkadot-wallet-grant' },
      }),
    )
  }
  const polkadotLocal =
    polkadot &&
    polkadotNetwork({
      genesisHash: polkadot.genesisHash,
      name: 'Polkadot Local',
      ss58Prefix: polkadot.ss58Prefix,
      decimals: polkadot.decimals,
      symbol: polkadot.symbol,
      wsUrl: polkadot.wsUrl,
      httpUrl: polkadot.httpUrl,
    })
  // The Cosmos test wallet (Keplr's API, at a key of its own so that the modal names it)
  // knows the first local chain; the second it is asked to add when the visitor switches.
  const cosmosChains = devnet.cosmos ?? []
  const [cosmosHome] = cosmosChains
  if (cosmosHome) {
    injectCosmosTestWallet(
      createCosmosTestWallet({
        accounts: cosmosHome.accounts.slice(0, 2),
        chains: [keplrChainInfoOf(cosmosHome)],
        rememberSite: { storage: window.localStorage, key: 'latch-demo:cosmos-wallet-grant' },
      }),
      undefined,
      { key: cosmosTestWalletKey },
    )
  }
  const cosmosLocal = cosmosChains.map((chain) => {
    const [fee, ...others] = chain.currencies
    return cosmosNetwork({
      chainId: chain.chainId,
      name: chain.chainName,
      bech32Prefix: chain.bech32Prefix,
      denom: chain.denom,
      symbol: fee?.coinDenom ?? chain.denom,
      decimals: fee?.coinDecimals ?? 6,
      gasPrice: chain.minGasPrice,
      rpcUrl: chain.rpcUrl,
      denoms: others.map((currency) => ({
        denom: currency.coinMinimalDenom,
        symbol: currency.coinDenom,
        decimals: currency.coinDecimals,
      })),
    })
  })
  return {
    networks: [
      ...devnet.chains.map(devnetNetwork),
      ...(solana ? [solanaDevnetNetwork(solana)] : []),
      ...(bitcoin ? [bitcoin.network] : []),
      ...(polkadotLocal ? [polkadotLocal] : []),
      ...cosmosLocal,
    ],
    adapters: {
      eip155: evmAdapter(),
      ...(solana
        ? {
            solana: solanaAdapter({
              tokens: [{ address: solana.token.mint, symbol: solana.token.symbol }],
            }),
          }
        : {}),
      ...(bitcoin ? { bip122: bitcoinAdapter() } : {}),
      ...(polkadotLocal
        ? {
            polkadot: polkadotAdapter({
              appName: 'Latch demo',
              extensionNames: { [polkadotTestWalletKey]: 'Latch Polkadot Test Wallet' },
              // Extensions are on no chain: a connection starts on the local one.
              defaultNetwork: polkadotLocal,
            }),
          }
        : {}),
      ...(cosmosLocal[0]
        ? {
            cosmos: cosmosAdapter({
              walletNames: { [cosmosTestWalletKey]: 'Latch Cosmos Test Wallet' },
              // A connection starts on the local chain rather than the Cosmos Hub.
              defaultNetwork: cosmosLocal[0],
            }),
          }
        : {}),
    },
    wallet,
    devnet,
    services,
    stop,
  }
}

// One connector for every client the page makes (each option change makes a new client).
const demoWalletConnect = walletConnect({
  metadata: {
    name: 'Latch demo',
    description: 'The Latch demo site',
    url: globalThis.location?.origin ?? 'http://localhost',
    icons: [],
  },
})

/** The `createLatch` config of the chosen options. */
export function demoLatchConfig(
  environment: DemoEnvironment,
  options: DemoClientOptions,
): LatchConfig {
  const { services } = environment
  const siwxOptions =
    services && options.siwx !== 'off'
      ? {
          serverUrl: services.url,
          projectId: services.projectId,
          required: options.siwx === 'required',
        }
      : undefined
  const siwx = siwxOptions
    ? // EIP-4361 for EVM wallets, CAIP-122 for Solana, Bitcoin (a BIP-322 signature),
      // Polkadot (Sign-In with Substrate) and Cosmos ones (ADR-036); the local `latch-server`
      // verifies each.
      siwxByNamespace({
        eip155: siweSiwx(siwxOptions),
        solana: siwsSiwx(siwxOptions),
        bip122: siwbSiwx(siwxOptions),
        polkadot: sisSiwx(siwxOptions),
        cosmos: cosmosSiwx(siwxOptions),
      })
    : undefined
  return {
    networks: environment.networks,
    adapters: options.namespaces.flatMap((namespace) => environment.adapters[namespace] ?? []),
    // With the local services: remote features, analytics and the wallet registry.
    ...(services
      ? {
          projectId: services.projectId,
          services: {
            configUrl: services.url,
            blockchainUrl: services.url,
            analyticsUrl: services.url,
          },
        }
      : {}),
    features: featuresOption(options.features),
    ...demoSiteOptions(options, globalThis.location?.href ?? 'http://localhost/'),
    ...(options.embedded ? { embedded: true } : {}),
    ...(options.mobile ? { isMobile: true } : {}),
    ...(siwx ? { siwx } : {}),
    // Email and social login through the local server's secure frame (its page is `/frame`).
    ...(services?.frameUrl ? { auth: { frameUrl: `${services.frameUrl}/frame` } } : {}),
    // WalletConnect through the local server's relay (`/relay` beside its services).
    ...(services ? { walletConnect: demoWalletConnect } : {}),
  }
}

/**
 * A client for the chosen options. The connection survives a new client: the storage is
 * shared, so it reconnects. An inspector is made only when the visitor asked for one: with
 * the switch off, nothing watches the machines.
 */
export function createDemoLatch(
  environment: DemoEnvironment,
  options: DemoClientOptions,
): DemoLatch {
  const config = demoLatchConfig(environment, options)
  const inspector = options.inspect ? createMachineInspector() : undefined
  return {
    latch: createLatch(inspector ? { ...config, inspect: inspector.inspect } : config),
    adapters: Object.fromEntries(
      (config.adapters ?? []).map((adapter) => [adapter.namespace, adapter]),
    ),
    wallet: environment.wallet,
    devnet: environment.devnet,
    services: environment.services,
    inspector,
  }
}
