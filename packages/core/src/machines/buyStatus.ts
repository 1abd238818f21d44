// What a UI reads of the buy form's snapshot, apart from the machine: the client's state and
// actions read it without loading the form's code (the onramp module loads on the first buy).

/** Where a buy form is, for a UI. */
export type BuyStatus =
  | 'idle'
  | 'loading'
  | 'ready'
  | 'quoting'
  | 'buying'
  /** The provider's page is open; its order is followed until it completes or fails. */
  | 'following'
  /** The order delivered what was bought. */
  | 'completed'

/** The {@link BuyStatus} of an onramp machine's snapshot. */
export function buyStatusOf(state: {
  matches: (
    value: 'idle' | 'loadingOptions' | { form: 'quoting' | 'buying' | 'following' | 'completed' },
  ) => boolean
}): BuyStatus {
  if (state.matches('idle')) return 'idle'
  if (state.matches('loadingOptions')) return 'loading'
  if (state.matches({ form: 'quoting' })) return 'quoting'
  if (state.matches({ form: 'buying' })) return 'buying'
  if (state.matches({ form: 'following' })) return 'following'
  if (state.matches({ form: 'completed' })) return 'completed'
  return 'ready'
}
