import type { NameRegistrationContext } from './nameRegistration.js'

// What a UI reads of a name registration's snapshot, apart from the machine: the client's state
// and actions read it without loading the registration's code (loaded on the first name).

/** Where a registration is, for a UI. */
export type NameRegistrationStatus = 'idle' | 'registering' | 'failed' | 'registered'

/** The {@link NameRegistrationStatus} of a name registration machine's snapshot. */
export function nameRegistrationStatusOf(state: {
  matches: (value: 'signing' | 'posting' | 'registered') => boolean
  context: Pick<NameRegistrationContext, 'error'>
}): NameRegistrationStatus {
  if (state.matches('registered')) return 'registered'
  if (state.matches('signing') || state.matches('posting')) return 'registering'
  return state.context.error ? 'failed' : 'idle'
}
