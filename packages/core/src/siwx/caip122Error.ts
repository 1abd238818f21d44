import { BaseError, type BaseErrorOptions, type MessageCatalog } from '../errors/base.js'

/** The texts of a CAIP-122 message's failures that every namespace words alike. */
export const caip122ErrorMessages = {
  INVALID_FIELD: 'The {field} of the sign-in message is not valid',
  DOMAIN_MISMATCH: 'The sign-in message was made for another domain',
  URI_MISMATCH: 'The sign-in message was made for another URI',
  CHAIN_MISMATCH: 'The sign-in message was made for another chain',
  NONCE_MISMATCH: 'The nonce of the sign-in message does not match',
  EXPIRED: 'The sign-in message has expired',
  NOT_YET_VALID: 'The sign-in message is not valid yet',
  SIGNATURE_MISMATCH: 'The signature was not made by the account in the sign-in message',
} as const

/**
 * The catalogue of a namespace's CAIP-122 error: the shared texts, an `INVALID_MESSAGE` that
 * names the account of its first line, and the namespace's own texts: its `INVALID_CHAIN_ID`
 * and any codes it adds.
 *
 * @example
 * caip122ErrorMessagesOf('Solana', { INVALID_CHAIN_ID: 'The chain ID must be a solana CAIP-2 id' })
 *   .INVALID_MESSAGE // 'The sign-in message does not follow the Solana CAIP-122 format'
 */
export function caip122ErrorMessagesOf<
  const Account extends string,
  const Own extends { readonly INVALID_CHAIN_ID: string } & MessageCatalog,
>(account: Account, own: Own) {
  return {
    INVALID_MESSAGE: `The sign-in message does not follow the ${account} CAIP-122 format`,
    ...caip122ErrorMessages,
    ...own,
  } as const
}

/** The codes every CAIP-122 error has; a namespace may add its own. */
export type Caip122ErrorCode =
  | keyof typeof caip122ErrorMessages
  | 'INVALID_MESSAGE'
  | 'INVALID_CHAIN_ID'

export type Caip122ErrorOptions = Omit<BaseErrorOptions, 'values'> & {
  /** The field that broke a rule (`INVALID_FIELD`), as its text names it. */
  field?: string
}

/**
 * A CAIP-122 sign-in message was malformed or failed verification; `code` says which rule
 * broke, `field` names the field when there is one. Each namespace throws its own subclass
 * (adapter-solana's `SolanaSiwxError`, adapter-bitcoin's `BitcoinSiwxError`): a name, and a
 * catalogue (`messages`) made with `caip122ErrorMessagesOf`.
 *
 * @example
 * class PolkadotSiwxError extends Caip122Error<keyof typeof polkadotSiwxErrorMessages> {
 *   static override readonly messages = polkadotSiwxErrorMessages
 *   override name = 'PolkadotSiwxError'
 * }
 */
export class Caip122Error<Code extends string = Caip122ErrorCode> extends BaseError<Code> {
  /** The texts of the codes; the class that is constructed gives its own. */
  static readonly messages: MessageCatalog = {
    INVALID_MESSAGE: 'The sign-in message does not follow the CAIP-122 format',
    ...caip122ErrorMessages,
    INVALID_CHAIN_ID: 'The chain ID is not a CAIP-2 id of the namespace',
  }

  override name = 'Caip122Error'
  readonly field: string | undefined

  constructor(code: Code, options: Caip122ErrorOptions = {}) {
    const { field, ...rest } = options
    super(new.target.messages, code, {
      ...rest,
      ...(field === undefined ? {} : { values: { field } }),
    })
    this.field = field
  }
}

/** A namespace's CAIP-122 error class, which the shared codec throws. */
export type Caip122ErrorClass = new (
  code: Caip122ErrorCode,
  options?: Caip122ErrorOptions,
) => Caip122Error<string>
