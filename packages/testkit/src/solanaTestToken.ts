/**
 * The SPL token of the local Solana runtime (classic Token program), at a fixed mint address
 * so that `devnet.json` and tests agree across runs. SPL mints carry no name or symbol on
 * chain: sites tell the adapter (its `tokens` option), as they would for a real token.
 */
export const solanaTestToken = Object.freeze({
  name: 'Latch Test Token',
  symbol: 'LTT',
  decimals: 6,
  /** Minted to every dev account at start: 1 000 000 LTT. */
  amountPerAccount: 1_000_000n * 10n ** 6n,
  mint: 'CYAB2z5ihTDXXLJAmnxDVj12XKfzL9xreQDYfH7q98pt',
})
