import type { ChainNamespace } from '../caip/chainNamespace.js'

/** CAIP-2 references of the Solana clusters (the first 32 characters of the genesis hash). */
export const SOLANA_MAINNET_REFERENCE = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const SOLANA_TESTNET_REFERENCE = '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
export const SOLANA_DEVNET_REFERENCE = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/** CAIP-2 references of Bitcoin mainnet and testnet (BIP-122 genesis block prefixes). */
export const BITCOIN_MAINNET_REFERENCE = '000000000019d6689c085ae165831e93'
export const BITCOIN_TESTNET_REFERENCE = '000000000933ea01ad0ee984209779ba'

/** CAIP-2 reference of the Polkadot relay chain (genesis hash prefix). */
export const POLKADOT_MAINNET_REFERENCE = '91b171bb158e2d3848fa23a9f1c25182'

/**
 * The address that stands for a chain's native token where a token address is expected
 * (SPEC.md §9: one per chain). Latch reads the eip155 one in the exchange's token lists (swaps
 * are eip155 only, `swapBalances.ts`); the solana one is Solana's wrapped-SOL mint, kept for
 * sites that name SOL among SPL tokens, as this public constant is exported for.
 */
export const NATIVE_TOKEN_PLACEHOLDER_ADDRESSES: Partial<Record<ChainNamespace, string>> = {
  eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  solana: 'So11111111111111111111111111111111111111111',
}

/**
 * Time zones where on-ramp and swap providers may not operate; features that depend on them
 * are hidden there.
 */
export const RESTRICTED_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Macau',
  'Asia/Hong_Kong',
  'Asia/Macao',
] as const

/**
 * Namespaces a send is offered on: SPEC.md §6's eip155 and solana, bip122 since
 * adapter-bitcoin sends PSBTs its wallets sign (issue 18), and polkadot since adapter-polkadot
 * sends `balances.transferKeepAlive` its extensions sign (issue 19), and cosmos since
 * adapter-cosmos sends `MsgSend` its Keplr-style wallets sign (issue 20).
 */
export const SEND_NAMESPACES: readonly ChainNamespace[] = [
  'eip155',
  'solana',
  'bip122',
  'polkadot',
  'cosmos',
]
