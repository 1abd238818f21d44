import { sendTo } from 'xstate'
import { sendSubjectOf } from './latchContext.js'
import { latchSetup } from './latchSetup.js'

/**
 * The root's region for name registration (SPEC.md §4 "Name registration"): its machine loads
 * on the first name under a lazy child (system id `nameRegistration`); each name is for the
 * connected eip155 account and its network, which the root adds.
 */
export const nameRegistrationRegion = latchSetup.createStateConfig({
  on: {
    'name.register': {
      actions: sendTo(
        ({ context }) => context.nameRegistration,
        ({ context, event }) => {
          const { address, network } = sendSubjectOf(context, 'eip155')
          return {
            type: 'lazy.forward',
            event: {
              type: 'name.submit',
              name: event.name,
              address,
              chainId: network ? Number(network.id) : undefined,
            },
          }
        },
      ),
    },
  },
})
