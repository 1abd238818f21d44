import { truncateAddress } from '@latch/core'
import { avatarColors, toCssRgb } from '@latch/core/internal'
import { useState } from 'react'
import { t } from '../../i18n/translate.js'
import { useLatchState } from '../../useLatchState.js'
import { useCopy } from '../useCopy.js'
import { CopyIcon } from '../viewIcons.js'

/**
 * The top of the Account view: the account's avatar (its identity's image, else colours of
 * its address), its name when it has one (core's `accountProfile`), and its address with a
 * copy button, the whole address in the title.
 */
export function AccountHeader({ address }: { address: string }) {
  const profile = useLatchState((state) =>
    state.accountProfile?.address === address ? state.accountProfile : undefined,
  )
  // An image that fails to load falls back to the colours; a new image is tried anew.
  const [brokenImage, setBrokenImage] = useState<string | undefined>(undefined)
  const copy = useCopy()
  const shortAddress = truncateAddress(address)
  const label = t('account.avatar', { address: profile?.name ?? shortAddress })
  const image = profile?.avatar !== brokenImage ? profile?.avatar : undefined
  const [base, ...tints] = avatarColors(address).map(toCssRgb)

  return (
    <>
      {image ? (
        <img
          className="latch-avatar"
          src={image}
          alt={label}
          data-testid="latch-account-avatar"
          onError={() => setBrokenImage(image)}
        />
      ) : (
        <div
          className="latch-avatar"
          role="img"
          aria-label={label}
          style={{
            background: `radial-gradient(circle at 30% 30%, ${[...tints, base].join(', ')})`,
          }}
        />
      )}
      {profile?.name ? (
        <span className="latch-account__name" data-testid="latch-account-name" title={address}>
          {profile.name}
        </span>
      ) : null}
      <div className="latch-account__address">
        <span data-testid="latch-account-address" title={address}>
          {shortAddress}
        </span>
        <button
          type="button"
          className="latch-icon-button"
          aria-label={t('account.copy')}
          onClick={() => void copy(address, t('account.copied'))}
        >
          <CopyIcon />
        </button>
      </div>
    </>
  )
}
