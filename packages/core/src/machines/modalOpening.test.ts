import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { ModalOpenOptions } from './modal.js'
import { modalMachine } from './modal.js'
import { type ModalOpening, type ModalOpeningFacts, modalOpening } from './modalOpening.js'

const booleans = [false, true]
const allFacts: ModalOpeningFacts[] = booleans.flatMap((connected) =>
  booleans.flatMap((noAdapters) =>
    booleans.flatMap((manualControl) =>
      booleans.flatMap((mobile) =>
        (['eip155', undefined] as const).map((activeNamespace) => ({
          connected,
          noAdapters,
          manualControl,
          mobile,
          activeNamespace,
        })),
      ),
    ),
  ),
)
const allOptions: ModalOpenOptions[] = [
  {},
  { view: 'AllWallets' },
  { view: 'Swap', data: { amount: '1' } },
  { namespace: 'eip155' },
  { namespace: 'solana', view: 'Account' },
]

/** What the modal machine does on `modal.open`, by the same facts. */
function machineOpening(facts: ModalOpeningFacts, options: ModalOpenOptions): ModalOpening {
  let opening: ModalOpening | undefined
  const actor = createActor(
    modalMachine.provide({
      actions: {
        resetRouter: (_, entry) => {
          opening = { kind: 'view', entry }
        },
        switchNamespace: (_, { namespace }) => {
          opening = { kind: 'switchNamespace', namespace }
        },
      },
    }),
    {
      input: {
        noAdapters: facts.noAdapters,
        manualControl: facts.manualControl,
        mobile: facts.mobile,
      },
    },
  ).start()
  const { connected, activeNamespace } = facts
  actor.send({ type: 'modal.open', options, facts: { connected, activeNamespace } })
  actor.stop()
  if (!opening) throw new Error('the machine did not open')
  return opening
}

describe('modalOpening', () => {
  it('default: Connect when disconnected, Account when connected', () => {
    const facts = allFacts[0] as ModalOpeningFacts
    expect(modalOpening(facts, {})).toEqual({ kind: 'view', entry: { view: 'Connect' } })
    expect(modalOpening({ ...facts, connected: true }, {})).toEqual({
      kind: 'view',
      entry: { view: 'Account' },
    })
  })

  it('behavior: another namespace than the active one starts a switch', () => {
    const facts = { ...(allFacts[0] as ModalOpeningFacts), activeNamespace: 'eip155' as const }
    expect(modalOpening(facts, { namespace: 'solana' })).toEqual({
      kind: 'switchNamespace',
      namespace: 'solana',
    })
    expect(modalOpening(facts, { namespace: 'eip155' })).toEqual({
      kind: 'view',
      entry: { view: 'Connect' },
    })
  })

  it.each(allOptions)('behavior: agrees with the modal machine for every fact (%o)', (options) => {
    for (const facts of allFacts) {
      expect([facts, modalOpening(facts, options)]).toEqual([facts, machineOpening(facts, options)])
    }
  })
})
