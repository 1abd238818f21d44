import { type Connector, isSafeImageUrl } from '@latch/core'

/** A wallet's icon, only ever as an `<img src>` of a checked URL; a placeholder otherwise. */
export function WalletIcon({
  connector,
  size = 'small',
}: {
  connector: Connector
  size?: 'small' | 'large'
}) {
  const className = `latch-wallet-icon latch-wallet-icon--${size}`
  if (connector.imageUrl && isSafeImageUrl(connector.imageUrl)) {
    return <img className={className} src={connector.imageUrl} alt="" />
  }
  return <span className={`${className} latch-wallet-icon--placeholder`} aria-hidden="true" />
}
