// Sign-In with Substrate, made by core's `defineSiwx`. No polkadot profile of CAIP-122 is
// published (ChainAgnostic/namespaces' `polkadot/` has CAIP-2 and CAIP-10 only). So this is
// CAIP-122's own template (CAIP-122 "Examples") with its data model's fields, laid out as the
// Solana profile and EIP-4361 lay them out. The address is the CAIP-10 `account_address` of
// polkadot: the SS58 address. The extension signs the text's bytes (`signRaw`, wrapped in
// `<Bytes>`), and the `0x`-hex signature is checked against the address
// (`verifyPolkadotSignature`: sr25519, ed25519 or ecdsa).
//
// `sisSiwx` is the `siwx` option of `createLatch` for Polkadot extensions, or its `polkadot`
// part with core's `siwxByNamespace`:
//
//   const latch = createLatch({
//     networks: polkadotNetworks,
//     adapters: [polkadotAdapter()],
//     siwx: sisSiwx({ serverUrl: 'https://latch.example.com', projectId: 'shop' }),
//   })
import type { Caip122Error, ServerSiwxError } from '@latch/core'
import {
  type Caip122Fields,
  type Caip122Message,
  type CreateCaip122MessageParameters,
  defineSiwx,
  type VerifyCaip122MessageParameters,
} from '@latch/core/internal'
import { isPolkadotAddress } from '../polkadotAddress.js'
import { verifyPolkadotSignature } from './verifyPolkadotSignature.js'

export const {
  MessageError: PolkadotSiwxError,
  messageErrorMessages: polkadotSiwxErrorMessages,
  ServerError: SisSiwxError,
  serverErrorMessages: sisSiwxErrorMessages,
  formatMessage: formatPolkadotSiwxMessage,
  parseMessage: parsePolkadotSiwxMessage,
  createMessage: createPolkadotSiwxMessage,
  sessionData: polkadotSiwxSessionData,
  verifyMessage: verifyPolkadotSiwxMessage,
  serverSiwx: sisSiwx,
} = defineSiwx({
  namespace: 'polkadot',
  account: 'Substrate',
  errorNames: { message: 'PolkadotSiwxError', server: 'SisSiwxError' },
  messages: { INVALID_CHAIN_ID: 'The chain ID must be a polkadot CAIP-2 id' },
  // The shape only (no chain SDK with the page): the signature check decodes the address.
  isAddress: isPolkadotAddress,
  isChainReference: (reference) => /^[0-9a-f]{32}$/.test(reference),
  // No `sameAddress`: the adapter writes every account with the network's prefix, so one
  // account has one address on a chain; base58 has case.
  // @polkadot/util-crypto (with its wasm for sr25519) loads with the first check.
  verifySignature: verifyPolkadotSignature,
})

export type PolkadotSiwxErrorCode = keyof typeof polkadotSiwxErrorMessages
export type PolkadotSiwxError = Caip122Error<PolkadotSiwxErrorCode>
export type SisSiwxError = ServerSiwxError
/** A message's fields: the SS58 address, the chain's CAIP-2 reference as `chainId`. */
export type PolkadotSiwxFields = Caip122Fields
/** A SIWX message of the polkadot namespace; `toString()` is its CAIP-122 text. */
export type PolkadotSiwxMessage = Caip122Message
export type CreatePolkadotSiwxMessageParameters = CreateCaip122MessageParameters
export type CreatePolkadotSiwxMessageReturnType = PolkadotSiwxMessage
export type CreatePolkadotSiwxMessageErrorType = PolkadotSiwxError
/** The signature is `0x`-hex: sr25519, ed25519 or ecdsa, the bytes `<Bytes>`-wrapped or not. */
export type VerifyPolkadotSiwxMessageParameters = VerifyCaip122MessageParameters
export type VerifyPolkadotSiwxMessageReturnType = PolkadotSiwxFields
export type VerifyPolkadotSiwxMessageErrorType = PolkadotSiwxError
