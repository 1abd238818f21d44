import { Caip122Error, caip122ErrorMessagesOf } from '@latch/core'

export const cosmosSiwxErrorMessages = caip122ErrorMessagesOf('Cosmos', {
  INVALID_CHAIN_ID: 'The chain ID must be a cosmos CAIP-2 id',
  ADDRESS_NOT_ON_CHAIN: 'The address of the sign-in message is not an address of its chain',
})

export type CosmosSiwxErrorCode = keyof typeof cosmosSiwxErrorMessages

/**
 * A Sign-In with Cosmos message (CAIP-122 for a Cosmos account) was malformed or failed
 * verification; `code` says which rule broke, `field` names the field when there is one.
 * Core's `Caip122Error` with the Cosmos texts.
 */
export class CosmosSiwxError extends Caip122Error<CosmosSiwxErrorCode> {
  static override readonly messages = cosmosSiwxErrorMessages
  override name = 'CosmosSiwxError'
}
