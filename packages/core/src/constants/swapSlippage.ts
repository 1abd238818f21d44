// On its own: the state before the machines run reads it, and must not carry the token lists.

/** Default slippage tolerance of a swap, in percent (SPEC.md §9). */
export const SWAP_SLIPPAGE_TOLERANCE = 1
