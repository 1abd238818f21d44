import { t } from '../../i18n/translate.js'
import { useLatch } from '../../LatchProvider.js'
import { useLatchState } from '../../useLatchState.js'
import { onListKeyDown } from '../WalletList.js'

export type NetworksPartProps = {
  /** The visitor chose the network they are on: nothing to switch. */
  onKeep: () => void
}

/**
 * The site's networks, the active one marked. Choosing another opens SwitchNetwork, which
 * asks the wallet (adding the chain when it does not know it) and returns to Account.
 */
export function NetworksPart({ onKeep }: NetworksPartProps) {
  const client = useLatch()
  const networks = useLatchState((state) => state.networks)
  const activeId = useLatchState((state) => state.activeNetwork?.caipNetworkId)
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
              onClick={() =>
                current
                  ? onKeep()
                  : client.actors.router.send({
                      type: 'router.push',
                      view: 'SwitchNetwork',
                      data: { network },
                    })
              }
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
