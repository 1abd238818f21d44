import type { Caip122Error, SiwxSession } from '@latch/core'
import type { Caip122Fields } from '@latch/core/internal'
import type { RequestError } from '../http/requestError.js'
import {
  invalidMessage,
  readClaim,
  rejected,
  type SignInClaim,
  type SignInProfile,
  sharedRefusal,
} from './signInProfile.js'

/** What a CAIP-122 namespace brings to its sign-in profile: its codec and its own rules. */
export type Caip122SignInParameters<Fields extends Caip122Fields> = {
  /** The namespace's error class: its failures are answered, any other error propagates. */
  errorClass: abstract new (
    ...args: never[]
  ) => Caip122Error<string>
  /** The namespace's strict parser. */
  parse(message: string): Fields
  /** Core's session data of the fields (its `chainId` is the CAIP-2 id). */
  sessionData(fields: Fields): SiwxSession['data']
  /** The account as sessions are stored and looked up: see `SiwxAccountKey.address`. */
  addressKey(address: string): string
  /** @throws {RequestError} 400 on `signature` when it is not in the namespace's encoding. */
  checkSignatureFormat(signature: string): void
  /** The CAIP-2 ids of the chains this server signs in on. */
  served: readonly string[]
  /** The namespace's verifier: time bounds, domain, nonce and the account's signature. */
  verify(parameters: {
    message: string
    signature: string
    domain: string
    nonce: string
    time: Date
  }): Promise<unknown>
  /** The refusal of a verifier code of the namespace's own; `undefined` for the shared ones. */
  ownRefusal?(error: Caip122Error<string>): RequestError | undefined
}

/**
 * The sign-in profile of a CAIP-122 namespace (Solana, Bitcoin): the message is read with the
 * namespace's parser and checked offline with its verifier, on the chains it serves; the
 * refusals every CAIP-122 profile shares are answered here, the namespace's own codes by
 * `ownRefusal`.
 *
 * @example
 * caip122SignIn({ errorClass: SolanaSiwxError, parse: parseSolanaSiwxMessage, ... })
 */
export function caip122SignIn<Fields extends Caip122Fields>(
  parameters: Caip122SignInParameters<Fields>,
): SignInProfile {
  const { errorClass, verify, ownRefusal } = parameters
  const served = new Set(parameters.served)
  const claimOf = (fields: Fields): SignInClaim => {
    const data = parameters.sessionData(fields)
    return {
      chainId: data.chainId,
      address: fields.address,
      addressKey: parameters.addressKey(fields.address),
      domain: fields.domain,
      uri: fields.uri,
      // CAIP-122 has no scheme apart from the URI's.
      scheme: undefined,
      nonce: fields.nonce,
      issuedAt: fields.issuedAt,
      expirationTime: fields.expirationTime,
      data,
    }
  }
  return {
    read: (message) => readClaim(message, parameters.parse, errorClass, claimOf),

    checkSignatureFormat: parameters.checkSignatureFormat,

    serves: (chainId) => served.has(chainId),

    async verify({ message, signature, claim, domain, now }) {
      try {
        await verify({ message, signature, domain, nonce: claim.nonce, time: now })
      } catch (error) {
        if (!(error instanceof errorClass)) throw error
        const own = ownRefusal?.(error)
        if (own) throw own
        switch (error.code) {
          // Checked before (the page binding, the nonce): a guard against drift.
          case 'DOMAIN_MISMATCH':
          case 'NONCE_MISMATCH':
            throw rejected(error.message)
          default:
            throw sharedRefusal(error, claim) ?? invalidMessage(error)
        }
      }
    },
  }
}
