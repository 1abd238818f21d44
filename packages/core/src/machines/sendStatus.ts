import type { SnapshotFrom } from 'xstate'
import type { sendMachine } from './send.js'

// What a UI reads of the send form's snapshot, apart from the machine: the client's state and
// actions read it without loading the form's code (the machine's module loads on the first send).

/** Where a send is, for a UI: editing, waiting for the wallet, failed, or sent. */
export type SendStatus = 'idle' | 'sending' | 'failed' | 'sent'

/** The {@link SendStatus} of a send machine's snapshot. */
export function sendStatusOf(state: SnapshotFrom<typeof sendMachine>): SendStatus {
  if (state.matches({ form: 'sending' })) return 'sending'
  if (state.matches({ form: 'sent' })) return 'sent'
  return state.context.error ? 'failed' : 'idle'
}

/** Where the fee estimate of the form's transfer is. */
export type SendFeeStatus = 'none' | 'loading' | 'ready' | 'failed'

/** The {@link SendFeeStatus} of a send machine's snapshot. */
export function sendFeeStatusOf(state: SnapshotFrom<typeof sendMachine>): SendFeeStatus {
  if (state.matches({ fee: 'waiting' }) || state.matches({ fee: 'estimating' })) return 'loading'
  if (state.matches({ fee: 'ready' })) return 'ready'
  return state.matches({ fee: 'failed' }) ? 'failed' : 'none'
}
