// Sign-In with Solana: CAIP-122's Solana profile (ChainAgnostic namespaces, `solana/caip122.md`),
// laid out as EIP-4361 is, made by core's `defineSiwx`. The wallet signs the text's UTF-8 bytes
// (`solana:signMessage`), the adapter hands the signature over in base58, and it is checked
// against the account's ed25519 key.
//
// `siwsSiwx` is the `siwx` option of `createLatch` for Solana wallets, or its `solana` part with
// core's `siwxByNamespace`:
//
//   const latch = createLatch({
//     networks: solanaNetworks,
//     adapters: [solanaAdapter()],
//     siwx: siwsSiwx({ serverUrl: 'https://latch.example.com', projectId: 'shop' }),
//   })
import { type Caip122Error, isAddress, type ServerSiwxError } from '@latch/core'
import {
  type Caip122Fields,
  type Caip122Message,
  type CreateCaip122MessageParameters,
  defineSiwx,
  type VerifyCaip122MessageParameters,
} from '@latch/core/internal'
import { verifySolanaSignature } from './verifySolanaSignature.js'

export const {
  MessageError: SolanaSiwxError,
  messageErrorMessages: solanaSiwxErrorMessages,
  ServerError: SiwsSiwxError,
  serverErrorMessages: siwsSiwxErrorMessages,
  formatMessage: formatSolanaSiwxMessage,
  parseMessage: parseSolanaSiwxMessage,
  createMessage: createSolanaSiwxMessage,
  sessionData: solanaSiwxSessionData,
  verifyMessage: verifySolanaSiwxMessage,
  serverSiwx: siwsSiwx,
} = defineSiwx({
  namespace: 'solana',
  account: 'Solana',
  errorNames: { message: 'SolanaSiwxError', server: 'SiwsSiwxError' },
  messages: { INVALID_CHAIN_ID: 'The chain ID must be a solana CAIP-2 id' },
  isAddress: (address) => isAddress(address, 'solana'),
  isChainReference: (reference) => /^[-_a-zA-Z0-9]{1,44}$/.test(reference),
  // No `sameAddress`: base58 has case, so another letter case is another account.
  // @solana/kit loads with the first check, not with the page.
  verifySignature: verifySolanaSignature,
})

export type SolanaSiwxErrorCode = keyof typeof solanaSiwxErrorMessages
export type SolanaSiwxError = Caip122Error<SolanaSiwxErrorCode>
export type SiwsSiwxError = ServerSiwxError
/** A message's fields: the base58 account, the cluster's CAIP-2 reference as `chainId`. */
export type SolanaSiwxFields = Caip122Fields
/** A SIWX message of the solana namespace; `toString()` is its CAIP-122 text. */
export type SolanaSiwxMessage = Caip122Message
export type CreateSolanaSiwxMessageParameters = CreateCaip122MessageParameters
export type CreateSolanaSiwxMessageReturnType = SolanaSiwxMessage
export type CreateSolanaSiwxMessageErrorType = SolanaSiwxError
/** The signature is the base58 ed25519 signature, as the adapter's `signMessage` gives it. */
export type VerifySolanaSiwxMessageParameters = VerifyCaip122MessageParameters
export type VerifySolanaSiwxMessageReturnType = SolanaSiwxFields
export type VerifySolanaSiwxMessageErrorType = SolanaSiwxError
