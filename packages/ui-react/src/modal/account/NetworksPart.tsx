import type { CaipNetwork } from '@latch/core'
import { switchNetwork } from '@latch/core'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { useLatchState } from '../../useLatchState.js'
import { onListKeyDown } from '../WalletList.js'

export type NetworksPartProps = {
  /** The choice is handled (the network was current, or core took it over): the part closes. */
  onDone: () => void
}

/**
 * The site's networks, the active one marked. Choosing another asks core, which decides what
 * it takes (SPEC.md §4 "Network switch"): SwitchNetwork to ask the wallet, SwitchActiveChain
 * to connect a wallet on a namespace that has none, or nothing when there is no wallet to ask.
 */
export function NetworksPart({ onDone }: NetworksPartProps) {
  const client = useLatch()
  const networks = useLatchState((state) => state.networks)
  const activeId = useLatchState((state) => state.activeNetwork?.caipNetworkId)
  // Core shows what follows (a view, or the network made active); the machines run while an
  // account shows, so the call has nothing left to fail on.
  const choose = (network: CaipNetwork) =>
    switchNetwork(client, { network: network, confirm: true }).then(onDone, onDone)
  return (
    <ul className="latch-network-list" aria-label={t('networks.label')} onKeyDown={onListKeyDown}>
      {networks.map((network) => {
        const current = network.caipNetworkId === activeId
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="latch-wallet"
              aria-label={network.name}
              aria-current={current ? 'true' : undefined}
              onClick={() => (current ? onDone() : void choose(network))}
            >
              <span className="latch-wallet__name">{network.name}</span>
              {current ? <span className="latch-tag">{t('networks.current')}</span> : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
