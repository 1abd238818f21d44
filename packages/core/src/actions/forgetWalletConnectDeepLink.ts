import type { LatchClient } from '../client/latchClient.js'

/**
 * Forgets the wallet app chosen for WalletConnect requests (see
 * `chooseWalletConnectDeepLink`): a UI calls it when the visitor turns to another way of
 * pairing (the QR code, another wallet), whose requests no app of this device should take.
 *
 * @example
 * forgetWalletConnectDeepLink(latch)
 */
export function forgetWalletConnectDeepLink(latch: LatchClient): void {
  latch._internal.storage.remove('deepLinkChoice')
}
