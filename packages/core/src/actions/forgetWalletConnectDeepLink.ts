import type { LatchClient } from '../client/latchClient.js'

/** None: the client is all it takes. */
export type ForgetWalletConnectDeepLinkParameters = undefined

// biome-ignore lint/suspicious/noConfusingVoidType: it returns nothing (named as every action names its result)
export type ForgetWalletConnectDeepLinkReturnType = void

/** None: storage drops a value it cannot remove (with a warning). */
export type ForgetWalletConnectDeepLinkErrorType = never

/**
 * Forgets the wallet app chosen for WalletConnect requests (see
 * `chooseWalletConnectDeepLink`): a UI calls it when the visitor turns to another way of
 * pairing (the QR code, another wallet), whose requests no app of this device should take.
 *
 * @example
 * forgetWalletConnectDeepLink(latch)
 */
export function forgetWalletConnectDeepLink(
  latch: LatchClient,
): ForgetWalletConnectDeepLinkReturnType {
  latch._internal.storage.remove('deepLinkChoice')
}
