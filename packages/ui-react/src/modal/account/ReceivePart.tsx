import { t } from '../../i18n/translate.js'
import { useLatchState } from '../../useLatchState.js'
import { QrCode } from '../QrCode.js'
import { useCopy } from '../useCopy.js'
import { CopyIcon } from '../viewIcons.js'

/** The account's own address to receive tokens: as a QR code, as text, and to copy. */
export function ReceivePart({ address }: { address: string }) {
  const network = useLatchState((state) => state.activeNetwork)
  const copy = useCopy()
  return (
    <div className="latch-panel">
      <QrCode value={address} label={t('receive.qrLabel')} />
      {network ? (
        <p className="latch-muted">{t('receive.network', { network: network.name })}</p>
      ) : null}
      <p className="latch-address" data-testid="latch-receive-address">
        {address}
      </p>
      <button
        type="button"
        className="latch-button latch-button--primary"
        onClick={() => void copy(address, t('account.copied'))}
      >
        <CopyIcon />
        {t('receive.copy')}
      </button>
    </div>
  )
}
