// Sign-In with Cosmos, made by core's `defineSiwx`. No cosmos profile of CAIP-122 is published
// with the namespace's CAIP-2 and CAIP-10 texts, so this is CAIP-122's own template (CAIP-122
// "Examples") with its data model's fields, laid out as the Solana profile and EIP-4361 lay them
// out. The address is the CAIP-10 `account_address` of cosmos: the bech32 address. The wallet
// signs the text with ADR-036 (`signArbitrary`), and the signature, which carries its public
// key, is checked against the address (`verifyCosmosSignature`).
//
// The profile names the adapter's networks (a known chain's address prefix): the page's client,
// `cosmosSiwx` (cosmosSiwx.ts), loads this module with its first message.
import { type Caip122Error, isAddress, type ServerSiwxError } from '@latch/core'
import {
  type Caip122Fields,
  type Caip122Message,
  type CreateCaip122MessageParameters,
  defineSiwx,
  type VerifyCaip122MessageParameters,
} from '@latch/core/internal'
import { cosmosNetworks } from '../networks.js'
import { verifyCosmosSignature } from '../verifyCosmosSignature.js'

export const {
  MessageError: CosmosSiwxError,
  messageErrorMessages: cosmosSiwxErrorMessages,
  ServerError: CosmosSiwxServerError,
  serverErrorMessages: cosmosSiwxServerErrorMessages,
  formatMessage: formatCosmosSiwxMessage,
  parseMessage: parseCosmosSiwxMessage,
  createMessage: createCosmosSiwxMessage,
  sessionData: cosmosSiwxSessionData,
  verifyMessage: verifyCosmosSiwxMessage,
  serverSiwx: cosmosServerSiwx,
} = defineSiwx({
  namespace: 'cosmos',
  account: 'Cosmos',
  errorNames: { message: 'CosmosSiwxError', server: 'CosmosSiwxServerError' },
  messages: {
    INVALID_CHAIN_ID: 'The chain ID must be a cosmos CAIP-2 id',
    ADDRESS_NOT_ON_CHAIN: 'The address of the sign-in message is not an address of its chain',
  },
  // The shape only (no chain SDK with the page): the signature check decodes the address.
  isAddress: (address) => isAddress(address, 'cosmos'),
  isChainReference: (reference) => /^[-a-zA-Z0-9]{1,32}$/.test(reference),
  checkAddressOnChain({ address, chainId }, fail) {
    // Chains the adapter knows have one prefix; another chain's is left to the signature.
    const known = cosmosNetworks.find((network) => network.id === chainId)
    if (known && !address.startsWith(`${known.bech32Prefix}1`)) {
      fail('ADDRESS_NOT_ON_CHAIN', { details: `${address} on ${known.name}` })
    }
  },
  // No `sameAddress`: bech32 addresses are written in lowercase, one per account and chain.
  // cosmjs loads with the first check.
  verifySignature: verifyCosmosSignature,
})

export type CosmosSiwxErrorCode = keyof typeof cosmosSiwxErrorMessages
export type CosmosSiwxError = Caip122Error<CosmosSiwxErrorCode>
export type CosmosSiwxServerError = ServerSiwxError
/** A message's fields: the bech32 address, the chain id (`cosmoshub-4`) as `chainId`. */
export type CosmosSiwxFields = Caip122Fields
/** A SIWX message of the cosmos namespace; `toString()` is its CAIP-122 text. */
export type CosmosSiwxMessage = Caip122Message
export type CreateCosmosSiwxMessageParameters = CreateCaip122MessageParameters
export type CreateCosmosSiwxMessageReturnType = CosmosSiwxMessage
export type CreateCosmosSiwxMessageErrorType = CosmosSiwxError
/**
 * The signature is the ADR-036 signature as the adapter's `signMessage` returns it: the JSON
 * of the wallet's StdSignature.
 */
export type VerifyCosmosSiwxMessageParameters = VerifyCaip122MessageParameters
export type VerifyCosmosSiwxMessageReturnType = CosmosSiwxFields
export type VerifyCosmosSiwxMessageErrorType = CosmosSiwxError
