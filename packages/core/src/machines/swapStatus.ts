// What a UI reads of the swap form's snapshot, apart from the machine: the client's state and
// actions read it without loading the form's code (the swap module loads when Swap opens).

/** Where a swap form is, for a UI. */
export type SwapStatus =
  | 'idle'
  | 'loading'
  /** Swaps are not offered for this account or network (`error` says why). */
  | 'unsupported'
  /** Waiting for two tokens and an amount. */
  | 'editing'
  | 'quoting'
  | 'quoted'
  /** The wallet approves the exchange to spend the token, then it is waited for on chain. */
  | 'approving'
  | 'swapping'
  | 'swapped'

type SwapValue =
  | 'idle'
  | 'loading'
  | 'unsupported'
  | 'swapped'
  | { form: 'editing' | 'quoting' | 'quoted' | 'approving' | 'swapping' }

/** The {@link SwapStatus} of a swap machine's snapshot. */
export function swapStatusOf(state: { matches: (value: SwapValue) => boolean }): SwapStatus {
  for (const status of ['idle', 'loading', 'unsupported', 'swapped'] as const) {
    if (state.matches(status)) return status
  }
  for (const status of ['quoting', 'quoted', 'approving', 'swapping'] as const) {
    if (state.matches({ form: status })) return status
  }
  return 'editing'
}
