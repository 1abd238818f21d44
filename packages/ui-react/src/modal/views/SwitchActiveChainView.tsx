import { route } from '@latch/core'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { shallowEqual, useLatchState } from '../../useLatchState.js'
import { usePickWallet } from '../usePickWallet.js'
import { useRouteData } from '../useRouteData.js'
import { WalletList } from '../WalletList.js'
import { connectorEntry, isListedConnector } from '../walletEntries.js'

/**
 * A switch to a namespace with no connection yet (router data of core's network switch:
 * `switchToChain`, `network`, `navigateTo`): the wallets of that namespace to connect, and
 * the way to every wallet.
 */
export function SwitchActiveChainView() {
  const client = useLatch()
  const data = useRouteData('SwitchActiveChain')
  const namespace = data?.switchToChain
  const connectors = useLatchState(
    (state) =>
      state.connectors.filter(
        (connector) => connector.chain === namespace && isListedConnector(connector),
      ),
    shallowEqual,
  )
  const pickWallet = usePickWallet()
  const target = data?.network?.name ?? namespace ?? ''
  const next = data?.navigateTo ?? 'Connect'

  return (
    <div className="latch-panel">
      <p className="latch-panel__title">{t('switchChain.title', { network: target })}</p>
      <p className="latch-muted">{t('switchChain.description', { network: target })}</p>
      {connectors.length ? (
        <WalletList
          entries={connectors.map((connector) => connectorEntry(connector))}
          label={t('switchChain.wallets', { network: target })}
          onSelect={pickWallet}
        />
      ) : (
        <p className="latch-muted">{t('switchChain.noWallets')}</p>
      )}
      <button
        type="button"
        className="latch-button"
        onClick={() =>
          route(
            client,
            data?.navigateWithReplace === false
              ? { type: 'router.push', view: next }
              : { type: 'router.replace', view: next },
          )
        }
      >
        {t('switchChain.allWays')}
      </button>
    </div>
  )
}
