import { Caip122Error, caip122ErrorMessagesOf } from '@latch/core'

export const polkadotSiwxErrorMessages = caip122ErrorMessagesOf('Substrate', {
  INVALID_CHAIN_ID: 'The chain ID must be a polkadot CAIP-2 id',
})

export type PolkadotSiwxErrorCode = keyof typeof polkadotSiwxErrorMessages

/**
 * A Sign-In with Substrate message (CAIP-122 for a Substrate account) was malformed or failed
 * verification; `code` says which rule broke, `field` names the field when there is one.
 * Core's `Caip122Error` with the Substrate texts.
 */
export class PolkadotSiwxError extends Caip122Error<PolkadotSiwxErrorCode> {
  static override readonly messages = polkadotSiwxErrorMessages
  override name = 'PolkadotSiwxError'
}
