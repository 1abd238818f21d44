// The wallets a phone lists without a mobile link (SPEC.md §5 "Mobile wallet list"), by their
// id in latch-server's wallet registry.

/** The exchange-operated wallet: it opens from its own SDK's link, not a listed one. */
export const MOBILE_EXCHANGE_WALLET_ID = 'coinbase'

/** On solana, the two wallets whose apps open solana pages by their own browse links. */
export const MOBILE_SOLANA_WALLET_IDS: readonly string[] = ['phantom', 'solflare']
