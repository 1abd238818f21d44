import { truncateAddress } from './format/truncateAddress.js'
import { t } from './i18n/translate.js'
import { useLatch } from './LatchProvider.js'
import { useAccount } from './useAccount.js'
import { useLatchState } from './useLatchState.js'

export type ConnectButtonProps = { className?: string }

/**
 * The page's entry point: "Connect Wallet", or the connected account and its network.
 * Clicking opens the modal, whose code loads only then.
 *
 * @example
 * <ConnectButton />
 */
export function ConnectButton({ className }: ConnectButtonProps) {
  const client = useLatch()
  const { address } = useAccount()
  const networkName = useLatchState((state) => state.activeNetwork?.name)
  const classes = ['latch-connect-button', className].filter(Boolean).join(' ')
  return (
    <button
      type="button"
      className={classes}
      aria-haspopup="dialog"
      data-connected={address ? 'true' : 'false'}
      {...(address
        ? {
            'aria-label': t('button.connectedLabel', {
              address: truncateAddress(address),
              network: networkName ?? '',
            }),
          }
        : {})}
      onClick={() => client.open()}
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
  )
}
