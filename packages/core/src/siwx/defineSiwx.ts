import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { MessageCatalog } from '../errors/base.js'
import {
  Caip122Error,
  type Caip122ErrorCode,
  type Caip122ErrorOptions,
  caip122ErrorMessagesOf,
} from './caip122Error.js'
import type { Caip122Fields } from './caip122Fields.js'
import { formatCaip122Message, parseCaip122Message } from './caip122Message.js'
import type { Caip122Profile } from './caip122Profile.js'
import { caip122SessionData } from './caip122SessionData.js'
import {
  type Caip122Message,
  type CreateCaip122MessageParameters,
  createCaip122Message,
} from './createCaip122Message.js'
import { createServerSiwx, type ServerSiwxOptions } from './createServerSiwx.js'
import { rfc3339Ms } from './rfc3339DateTime.js'
import {
  ServerSiwxError,
  type ServerSiwxErrorCode,
  type ServerSiwxErrorMessages,
  type ServerSiwxErrorOptions,
  serverSiwxErrorMessagesOf,
} from './serverSiwxError.js'
import type { ServerSiwxCodec, ServerSiwxProfile } from './serverSiwxProfile.js'
import type { SiwxConfig, SiwxSession } from './siwxConfig.js'
import {
  type VerifyCaip122MessageParameters,
  type VerifyCaip122MessageReturnType,
  verifyCaip122Message,
} from './verifyCaip122Message.js'

/** A namespace's own error texts: its `INVALID_CHAIN_ID`, and any code it adds. */
export type SiwxOwnMessages = { readonly INVALID_CHAIN_ID: string } & MessageCatalog

/** The codes of a namespace's message error: CAIP-122's and its own. */
export type SiwxErrorCodeOf<Own extends SiwxOwnMessages> =
  | Caip122ErrorCode
  | Extract<keyof Own, string>

/** Throws the namespace's message error: how a profile's checks say no. */
export type SiwxFail<Code extends string> = (code: Code, options?: Caip122ErrorOptions) => never

/** What a namespace's signature check is given: the address, the exact text, the signature. */
export type SiwxSignedMessage = { address: string; message: string; signature: string }

/**
 * What a namespace adds to Sign-In with X: CAIP-122's template is core's, the namespace says
 * whose account signs, which addresses and chains it takes and how a signature is checked.
 */
export type DefineSiwxParameters<Account extends string, Own extends SiwxOwnMessages> = {
  /** The namespace of the chains: the Chain ID line holds their CAIP-2 reference. */
  namespace: ChainNamespace
  /**
   * The account of the message's first line ("… sign in with your {account} account:"), and
   * the standard the client's texts name ("Sign-In with {account} works on …").
   */
  account: Account
  /** The `name` of the two error classes (and of their constructors). */
  errorNames: { message: string; server: string }
  /** The namespace's texts: its `INVALID_CHAIN_ID`, and the codes its checks add. */
  messages: Own
  /** Whether the address is an account of the namespace that can sign in. */
  isAddress(address: string): boolean
  /** Whether a CAIP-2 reference is a chain the namespace signs in on. */
  isChainReference(reference: string): boolean
  /** A check of the address against its chain once both are valid; `fail` says no. */
  checkAddressOnChain?(fields: Caip122Fields, fail: SiwxFail<SiwxErrorCodeOf<Own>>): void
  /** Whether a stored session's account is the one asked for; `===` when not given. */
  sameAddress?(stored: string, asked: string): boolean
  /**
   * Whether `signature` is the address's signature of exactly `message`, by the namespace's
   * rules; `fail` refuses a signature the namespace does not take at all. A chain SDK it needs
   * should load with `import()` here, not with the page.
   */
  verifySignature(signed: SiwxSignedMessage, fail: SiwxFail<SiwxErrorCodeOf<Own>>): Promise<boolean>
}

/** The catalogue of a namespace's message error. */
export type SiwxErrorMessagesOf<Account extends string, Own extends SiwxOwnMessages> = ReturnType<
  typeof caip122ErrorMessagesOf<Account, Own>
>

/** A namespace's message error class: core's `Caip122Error` with its name and texts. */
export type SiwxMessageErrorClass<Code extends string, Messages extends MessageCatalog> = {
  new (code: Code, options?: Caip122ErrorOptions): Caip122Error<Code>
  readonly messages: Messages
}

/** A namespace's client error class: core's `ServerSiwxError` with its name and texts. */
export type SiwxServerErrorClass = {
  new (code: ServerSiwxErrorCode, options?: ServerSiwxErrorOptions): ServerSiwxError
  readonly messages: ServerSiwxErrorMessages
}

export type DefineSiwxReturnType<Account extends string, Own extends SiwxOwnMessages> = {
  /**
   * A message was malformed or failed verification; `code` says which rule broke, `field`
   * names the field when there is one.
   */
  MessageError: SiwxMessageErrorClass<SiwxErrorCodeOf<Own>, SiwxErrorMessagesOf<Account, Own>>
  messageErrorMessages: SiwxErrorMessagesOf<Account, Own>
  /**
   * `serverSiwx` could not talk to its sign-in server, or the server said no; `REFUSED` carries
   * the server's reason, `status` and `serverCode`. `instanceof ServerSiwxError` catches every
   * namespace's.
   */
  ServerError: SiwxServerErrorClass
  serverErrorMessages: ServerSiwxErrorMessages
  /**
   * The text a wallet signs: CAIP-122's template for the namespace's account.
   *
   * @throws {Caip122Error} `MessageError`'s `INVALID_FIELD` (or a code of the namespace's).
   */
  formatMessage(fields: Caip122Fields): string
  /**
   * Reads a text back into its fields, strictly: the template's lines in its order, nothing
   * else, every field valid.
   *
   * @throws {Caip122Error} `MessageError`'s `INVALID_MESSAGE`, `INVALID_FIELD` (or its own).
   */
  parseMessage(text: string): Caip122Fields
  /**
   * Builds the SIWX message (core's `SiwxMessage`) for an account: the fields are checked at
   * once, so a bad message fails here rather than in the wallet; `toString()` is the text to
   * sign.
   *
   * @throws {Caip122Error} `MessageError`'s `INVALID_CHAIN_ID`, `INVALID_FIELD` (or its own).
   */
  createMessage(parameters: CreateCaip122MessageParameters): Caip122Message
  /**
   * The SIWX data (core's `SiwxSession.data`) of a message's fields: the client and a server
   * that read sessions back with it give the same data for a text.
   */
  sessionData(fields: Caip122Fields): SiwxSession['data']
  /**
   * Verifies a signed message as a server must before it stores a session: it parses
   * strictly, names the expected domain, URI, chain and nonce, is inside its time bounds, and
   * the signature is the address's signature of exactly this text.
   *
   * @throws {Caip122Error} `MessageError`'s `DOMAIN_MISMATCH`, `URI_MISMATCH`,
   *   `CHAIN_MISMATCH`, `NONCE_MISMATCH`, `EXPIRED`, `NOT_YET_VALID`, `SIGNATURE_MISMATCH`
   *   (and the codes of a malformed message or of the namespace's signature check).
   */
  verifyMessage(parameters: VerifyCaip122MessageParameters): Promise<VerifyCaip122MessageReturnType>
  /**
   * Sign-In with the namespace against a latch-server (`/v1/siwx/*`): the `siwx` option of
   * `createLatch`, or the namespace's part of `siwxByNamespace`. Core's `createServerSiwx`
   * with this namespace's messages; every failure is a `ServerError`.
   */
  serverSiwx(options: ServerSiwxOptions): SiwxConfig
}

/**
 * One namespace's Sign-In with X over CAIP-122: from the namespace's profile, its two error
 * classes, the message functions (format, parse, create, session data, verify) and its client
 * of a latch-server's sign-in routes, each what an adapter exports under its own names.
 *
 * Everything `serverSiwx` needs comes with it; an adapter that keeps the profile off the page
 * until the first message (it names chain data) hands it to `lazyServerSiwx` instead.
 *
 * @example
 * export const {
 *   MessageError: PolkadotSiwxError,
 *   parseMessage: parsePolkadotSiwxMessage,
 *   serverSiwx: sisSiwx,
 * } = defineSiwx({
 *   namespace: 'polkadot',
 *   account: 'Substrate',
 *   errorNames: { message: 'PolkadotSiwxError', server: 'SisSiwxError' },
 *   messages: { INVALID_CHAIN_ID: 'The chain ID must be a polkadot CAIP-2 id' },
 *   isAddress: isPolkadotAddress,
 *   isChainReference: (reference) => /^[0-9a-f]{32}$/.test(reference),
 *   verifySignature: verifyPolkadotSignature,
 * })
 */
export function defineSiwx<const Account extends string, const Own extends SiwxOwnMessages>(
  profile: DefineSiwxParameters<Account, Own>,
): DefineSiwxReturnType<Account, Own> {
  type Code = SiwxErrorCodeOf<Own>
  const messageErrorMessages = caip122ErrorMessagesOf(profile.account, profile.messages)
  const serverErrorMessages = serverSiwxErrorMessagesOf(profile.account, profile.namespace)
  const { message: messageErrorName, server: serverErrorName } = profile.errorNames

  class NamespaceSiwxError extends Caip122Error<Code> {
    static override readonly messages = messageErrorMessages
    override name = messageErrorName
  }
  class NamespaceServerSiwxError extends ServerSiwxError {
    static override readonly messages = serverErrorMessages
    override name = serverErrorName
  }
  // Stack traces, devtools and test titles name the class: the namespace's name, not ours.
  Object.defineProperty(NamespaceSiwxError, 'name', { value: messageErrorName })
  Object.defineProperty(NamespaceServerSiwxError, 'name', { value: serverErrorName })

  const fail: SiwxFail<Code> = (code, options) => {
    throw new NamespaceSiwxError(code, options)
  }
  const { checkAddressOnChain } = profile
  const caip122Profile: Caip122Profile = {
    namespace: profile.namespace,
    account: profile.account,
    isAddress: profile.isAddress,
    isChainReference: profile.isChainReference,
    ...(checkAddressOnChain === undefined
      ? {}
      : { checkAddressOnChain: (fields: Caip122Fields) => checkAddressOnChain(fields, fail) }),
    errorClass: NamespaceSiwxError,
  }

  const formatMessage = (fields: Caip122Fields) => formatCaip122Message(fields, caip122Profile)
  const parseMessage = (text: string) => parseCaip122Message(text, caip122Profile)
  const createMessage = (parameters: CreateCaip122MessageParameters) =>
    createCaip122Message(parameters, caip122Profile)
  const sessionData = (fields: Caip122Fields) => caip122SessionData(fields, caip122Profile)

  const codec: ServerSiwxCodec = {
    createMessage,
    readMessage: (text) => sessionData(parseMessage(text)),
  }
  const serverProfile: ServerSiwxProfile = {
    namespace: profile.namespace,
    isReference: profile.isChainReference,
    // The codec is this module's: whoever keeps it off the page loads all of it lazily.
    loadCodec: async () => codec,
    ...(profile.sameAddress === undefined ? {} : { sameAddress: profile.sameAddress }),
    dateTimeMs: rfc3339Ms,
    errorClass: NamespaceServerSiwxError,
  }

  return {
    MessageError: NamespaceSiwxError,
    messageErrorMessages,
    ServerError: NamespaceServerSiwxError,
    serverErrorMessages,
    formatMessage,
    parseMessage,
    createMessage,
    sessionData,
    verifyMessage: (parameters) =>
      verifyCaip122Message(parameters, caip122Profile, (signed) =>
        profile.verifySignature(signed, fail),
      ),
    serverSiwx: (options) => createServerSiwx(options, serverProfile),
  }
}
