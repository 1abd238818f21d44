import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { ModalFacts, ModalOpenOptions } from './modal.js'
import type { RouterEntry } from './views.js'

/** The facts the opening rules read. */
export type ModalOpeningFacts = Pick<
  ModalFacts,
  'connected' | 'activeNamespace' | 'noAdapters' | 'manualControl' | 'mobile'
>

/** What opening the modal does: show a first view, or start a network switch instead. */
export type ModalOpening =
  | { kind: 'view'; entry: RouterEntry }
  | { kind: 'switchNamespace'; namespace: ChainNamespace }

/**
 * The rules of SPEC.md §2 "Opening the modal", without the machines: the client shows the
 * modal by them at the click, before the modal machine (which applies the same rules) has
 * loaded.
 */
export function modalOpening(facts: ModalOpeningFacts, options: ModalOpenOptions): ModalOpening {
  const { namespace, view, data } = options
  if (namespace !== undefined && namespace !== facts.activeNamespace) {
    return { kind: 'switchNamespace', namespace }
  }
  if (facts.manualControl || (facts.noAdapters && !facts.connected)) {
    return {
      kind: 'view',
      entry: { view: facts.mobile ? 'AllWallets' : 'ConnectingWalletConnectBasic' },
    }
  }
  if (view !== undefined) {
    return { kind: 'view', entry: data === undefined ? { view } : { view, data } }
  }
  return { kind: 'view', entry: { view: facts.connected ? 'Account' : 'Connect' } }
}
