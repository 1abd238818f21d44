import { isSafeImageUrl } from '@latch/core/internal'
import { useState } from 'react'

/** Up to two initials of a wallet's name: "Trust Wallet" → "TW", "zerion" → "Z". */
export function initialsOf(name: string): string {
  return name
    .split(/[\s._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
}

export type WalletIconProps = {
  name: string
  imageUrl: string | undefined
  size?: 'small' | 'large'
}

/**
 * A wallet's icon: only ever an `<img src>` of a URL that passed the safe-image check;
 * the name's initials when there is none or it fails to load.
 */
export function WalletIcon({ name, imageUrl, size = 'small' }: WalletIconProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const className = `latch-wallet-icon latch-wallet-icon--${size}`
  if (imageUrl && failed !== imageUrl && isSafeImageUrl(imageUrl)) {
    return <img className={className} src={imageUrl} alt="" onError={() => setFailed(imageUrl)} />
  }
  // The initials are drawn by CSS from the attribute, so they stay out of the button's name.
  return (
    <span
      className={`${className} latch-wallet-icon--initials`}
      data-initials={initialsOf(name)}
      aria-hidden="true"
    />
  )
}
