import { type BitcoinChain, bitcoinChainOf, isBitcoinAddress } from '@latch/adapter-bitcoin'
import type { NativeCurrencyInfo, TokenListInput } from './chainSettings.js'
import { ChainSettingsError } from './chainSettingsError.js'
import { nativeCurrencyOf } from './tokenList.js'

/**
 * One Bitcoin chain the blockchain service answers for: balances and history read live from
 * its Esplora REST API (Blockstream's esplora / electrs, mempool.space, the testkit's regtest
 * ledger), and Sign-In with Bitcoin on it.
 */
export type BitcoinChainSettings = {
  /** CAIP-2, `bip122:<first 32 hex characters of the genesis hash>`. */
  caipNetworkId: `bip122:${string}`
  /** Which of Bitcoin Core's chains it is: its addresses are told apart by it. */
  chain: BitcoinChain
  /** The Esplora API's base URL, without a trailing slash (`https://blockstream.info/api`). */
  esploraUrl: string
  native: NativeCurrencyInfo
  /** Bitcoin has no token standard the server reads: always empty. */
  tokens: readonly []
}

// Regtest is not in core's catalogue (it is anybody's local chain), and BTC is BTC on each.
const fallbackNative: NativeCurrencyInfo = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }

/** Whether a configured chain is a Bitcoin chain. */
export function isBitcoinChain(chain: { caipNetworkId: string }): chain is BitcoinChainSettings {
  return chain.caipNetworkId.startsWith('bip122:')
}

/**
 * Whether `address` is a Bitcoin address of `chain`: a segwit one by its human-readable part
 * (`bc1…`, `tb1…`, `bcrt1…`), a base58 one by its version character (`1`/`3` on mainnet,
 * `m`/`n`/`2` elsewhere). An Esplora of one chain would answer an empty history for another
 * chain's address, which would read as "never used" instead of "wrong network".
 */
export function isBitcoinAddressOfChain(address: string, chain: BitcoinChain): boolean {
  if (!isBitcoinAddress(address)) return false
  const lower = address.toLowerCase()
  // A base58 address starts with one of 1 3 m n 2: a letter b or t is a segwit hrp.
  if (/^(bc|tb|bcrt)1/.test(lower)) return lower.startsWith(`${chain.hrp}1`)
  return chain.name === 'mainnet' ? /^[13]/.test(address) : /^[mn2]/.test(address)
}

/**
 * The Bitcoin chains of the blockchain service: one per `bip122:` entry of `chainRpc`, whose
 * URL is the chain's Esplora base URL. Only Bitcoin Core's four chains (mainnet, testnet,
 * signet, regtest): an address's network is read from its prefix, which needs the chain known.
 *
 * @throws {ChainSettingsError} for a chain of another namespace or an unknown Bitcoin chain,
 * or a token list for a Bitcoin chain.
 * @example
 * resolveBitcoinChains({ 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': 'http://127.0.0.1:3002' }, undefined)[0]?.chain.name // 'regtest'
 */
export function resolveBitcoinChains(
  chainRpc: Readonly<Record<string, string>>,
  tokens: TokenListInput | undefined,
): BitcoinChainSettings[] {
  const listed = Object.keys(tokens ?? {})[0]
  if (listed !== undefined) {
    throw new ChainSettingsError(
      `tokens: chain "${listed}" is a Bitcoin chain; only its native BTC is served`,
    )
  }
  return Object.entries(chainRpc).map(([caipNetworkId, esploraUrl]) => {
    const chain = bitcoinChainOf(caipNetworkId)
    if (!chain) {
      throw new ChainSettingsError(
        `chainRpc: "${caipNetworkId}" is not a Bitcoin chain (mainnet, testnet, signet or regtest)`,
      )
    }
    return {
      caipNetworkId: chain.caipNetworkId as `bip122:${string}`,
      chain,
      esploraUrl: esploraUrl.replace(/\/+$/, ''),
      native: nativeCurrencyOf(caipNetworkId, fallbackNative),
      tokens: [],
    }
  })
}
