import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { ModalConfig, ModalOpenFacts, ModalOpenOptions } from './modal.js'
import type { RouterEntry } from './views.js'

/** The facts the opening rules read. */
export type ModalOpeningFacts = ModalOpenFacts &
  Pick<ModalConfig, 'noAdapters' | 'manualControl' | 'mobile'>

/** What opening the modal does: show a first view, or start a network switch instead. */
export type ModalOpening =
  | { kind: 'view'; entry: RouterEntry }
  | { kind: 'switchNamespace'; namespace: ChainNamespace }

/**
 * The rules of SPEC.md §2 "Opening the modal", in one place: the modal machine opens by them,
 * and the client shows the modal by them at the click, before the machines have loaded.
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
    return { kind: 'view', entry: (data === undefined ? { view } : { view, data }) as RouterEntry }
  }
  return { kind: 'view', entry: { view: facts.connected ? 'Account' : 'Connect' } }
}
