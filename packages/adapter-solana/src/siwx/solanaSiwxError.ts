import { Caip122Error, caip122ErrorMessagesOf } from '@latch/core'

export const solanaSiwxErrorMessages = caip122ErrorMessagesOf('Solana', {
  INVALID_CHAIN_ID: 'The chain ID must be a solana CAIP-2 id',
})

export type SolanaSiwxErrorCode = keyof typeof solanaSiwxErrorMessages

/**
 * A Sign-In with Solana message (CAIP-122, Solana profile) was malformed or failed
 * verification; `code` says which rule broke, `field` names the field when there is one.
 * Core's `Caip122Error` with the Solana texts.
 */
export class SolanaSiwxError extends Caip122Error<SolanaSiwxErrorCode> {
  static override readonly messages = solanaSiwxErrorMessages
  override name = 'SolanaSiwxError'
}
