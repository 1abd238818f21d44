import { dismissAlert, truncateAddress } from '@latch/core'
import { runtimeLoadFailedAlert } from '@latch/core/errors'
import { useId } from 'react'
import { t } from './i18n/pageTranslate.js'
import { useLatchContext } from './LatchContext.js'
import { LoadFailedAlert } from './LoadFailedAlert.js'
import {
  forgetModalDialogFailure,
  loadModalDialog,
  prefetchModalDialog,
  useModalDialogChunk,
} from './modalDialogChunk.js'
import { useAccount } from './useAccount.js'
import { useLatchState } from './useLatchState.js'

export type ConnectButtonProps = { className?: string }

/**
 * The page's entry point: "Connect Wallet", or the connected account and its network.
 * Clicking opens the modal. Its code (core's machines, the dialog's chunk) loads as the
 * pointer enters the button, focus reaches it or a finger touches it, so that the click finds
 * it ready; if it cannot load, an alert under the button says so and the next click tries
 * again.
 *
 * @example
 * <ConnectButton />
 */
export function ConnectButton({ className }: ConnectButtonProps) {
  const { client, locale } = useLatchContext()
  const { address } = useAccount()
  const networkName = useLatchState((state) => state.activeNetwork?.name)
  const coreAlert = useLatchState((state) =>
    state.alert?.code === 'RUNTIME_LOAD_FAILED' ? state.alert : undefined,
  )
  const dialogFailed = useModalDialogChunk().status === 'failed'
  const alertId = useId()
  const loadFailure = coreAlert ?? (dialogFailed ? runtimeLoadFailedAlert : undefined)
  const classes = ['latch-connect-button', className].filter(Boolean).join(' ')

  const prefetch = () => {
    // A failure here is not the visitor's yet: the click tries again, and says so.
    client.preload().catch(() => {})
    prefetchModalDialog(client)
  }
  const dismiss = () => {
    if (coreAlert) dismissAlert(client)
    forgetModalDialogFailure()
  }
  return (
    <>
      <button
        type="button"
        className={classes}
        lang={locale}
        aria-haspopup="dialog"
        aria-describedby={loadFailure ? alertId : undefined}
        data-connected={address ? 'true' : 'false'}
        {...(address
          ? {
              'aria-label': t('button.connectedLabel', {
                address: truncateAddress(address),
                network: networkName ?? '',
              }),
            }
          : {})}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={() => {
          // The dialog's chunk loads beside core's machines, not after them. LatchModal
          // reports its failure, core that of the machines (as an alert).
          loadModalDialog().catch(() => {})
          client.open()
        }}
      >
        {address ? (
          <>
            <span className="latch-connect-button__address">{truncateAddress(address)}</span>
            {networkName ? (
              <span className="latch-connect-button__network">{networkName}</span>
            ) : null}
          </>
        ) : (
          t('button.connect')
        )}
      </button>
      {loadFailure ? (
        <LoadFailedAlert
          id={alertId}
          alert={loadFailure}
          action={{ label: t('alert.dismiss'), run: dismiss }}
        />
      ) : null}
    </>
  )
}
