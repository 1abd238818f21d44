// Sign-In with Bitcoin, made by core's `defineSiwx`. No bip122 profile of CAIP-122 is published:
// ChainAgnostic/namespaces' `bip122/` has CAIP-2, CAIP-10, CAIP-19 and CAIP-350 documents only.
// So this is CAIP-122's own string template (CAIP-122 "Examples") with its data model's fields,
// laid out as the published Solana profile (`solana/caip122.md`) and EIP-4361 lay them out. The
// address is the CAIP-10 `account_address` of bip122 (`bip122/caip10.md`): the address as the
// wallet gives it, without the chain. The wallet signs the text with BIP-322 (the adapter's
// `signMessage`, base64): P2WPKH, P2SH-P2WPKH and P2TR, or a legacy Bitcoin Signed Message for
// P2PKH.
//
// `siwbSiwx` is the `siwx` option of `createLatch` for Bitcoin wallets, or its `bip122` part
// with core's `siwxByNamespace`:
//
//   const latch = createLatch({
//     networks: bitcoinNetworks,
//     adapters: [bitcoinAdapter()],
//     siwx: siwbSiwx({ serverUrl: 'https://latch.example.com', projectId: 'shop' }),
//   })
import type { Caip122Error, ServerSiwxError } from '@latch/core'
import {
  type Caip122Fields,
  type Caip122Message,
  type CreateCaip122MessageParameters,
  defineSiwx,
  type VerifyCaip122MessageParameters,
} from '@latch/core/internal'
import { addressTypeOf, bitcoinAddressKey, isAddressOfChain } from '../bitcoinAddressKind.js'
import { bitcoinChainOfReference } from '../bitcoinChains.js'

export const {
  MessageError: BitcoinSiwxError,
  messageErrorMessages: bitcoinSiwxErrorMessages,
  ServerError: SiwbSiwxError,
  serverErrorMessages: siwbSiwxErrorMessages,
  formatMessage: formatBitcoinSiwxMessage,
  parseMessage: parseBitcoinSiwxMessage,
  createMessage: createBitcoinSiwxMessage,
  sessionData: bitcoinSiwxSessionData,
  verifyMessage: verifyBitcoinSiwxMessage,
  serverSiwx: siwbSiwx,
} = defineSiwx({
  namespace: 'bip122',
  account: 'Bitcoin',
  errorNames: { message: 'BitcoinSiwxError', server: 'SiwbSiwxError' },
  messages: {
    INVALID_CHAIN_ID: 'The chain ID must be the CAIP-2 id of a Bitcoin chain (bip122)',
    ADDRESS_NOT_ON_CHAIN: 'The address of the sign-in message is not an address of its chain',
    UNSUPPORTED_SIGNATURE:
      'The signature is neither a BIP-322 simple signature (P2WPKH, P2SH-P2WPKH, P2TR) nor a legacy Bitcoin Signed Message (P2PKH, P2WPKH, P2SH-P2WPKH)',
  },
  // The four types a single key signs for; a P2WSH script or an unknown witness version is
  // nobody's single signature.
  isAddress: (address) => addressTypeOf(address) !== undefined,
  // Bitcoin's four chains: another bip122 chain (Litecoin …) has other addresses.
  isChainReference: (reference) => bitcoinChainOfReference(reference) !== undefined,
  // A testnet address is no mainnet account: the address must be of the chain it names.
  checkAddressOnChain({ address, chainId }, fail) {
    const chain = bitcoinChainOfReference(chainId)
    if (chain && !isAddressOfChain(address, chain)) {
      fail('ADDRESS_NOT_ON_CHAIN', { details: `${address} on ${chain.name}` })
    }
  },
  // A segwit address is the same in either case (BIP-173); base58 has case.
  sameAddress: (stored, asked) => bitcoinAddressKey(stored) === bitcoinAddressKey(asked),
  // A BIP-322 witness, or a legacy signature for an address that is not taproot. The code that
  // reads and checks signatures (bitcoinjs-lib with it) loads with the first check.
  async verifySignature(signed, fail) {
    const [{ readBitcoinSignature }, { verifyBitcoinSignature }] = await Promise.all([
      import('../bitcoinSignature.js'),
      import('./verifyBitcoinSignature.js'),
    ])
    const read = readBitcoinSignature(signed.signature)
    if (!read) {
      return fail('UNSUPPORTED_SIGNATURE', {
        details: 'neither a BIP-322 witness of one or two items nor a 65-byte legacy signature',
      })
    }
    if (read.format === 'legacy' && addressTypeOf(signed.address) === 'p2tr') {
      return fail('UNSUPPORTED_SIGNATURE', {
        details: `a legacy signature for the taproot address ${signed.address}: taproot signs with BIP-322`,
      })
    }
    return verifyBitcoinSignature(signed)
  },
})

export type BitcoinSiwxErrorCode = keyof typeof bitcoinSiwxErrorMessages
export type BitcoinSiwxError = Caip122Error<BitcoinSiwxErrorCode>
export type SiwbSiwxError = ServerSiwxError
/** A message's fields: the address (P2WPKH, P2TR, P2SH-P2WPKH or P2PKH) of the chain named. */
export type BitcoinSiwxFields = Caip122Fields
/** A SIWX message of the bip122 namespace; `toString()` is its CAIP-122 text. */
export type BitcoinSiwxMessage = Caip122Message
export type CreateBitcoinSiwxMessageParameters = CreateCaip122MessageParameters
export type CreateBitcoinSiwxMessageReturnType = BitcoinSiwxMessage
export type CreateBitcoinSiwxMessageErrorType = BitcoinSiwxError
/** The signature is base64: a BIP-322 simple signature, or a legacy Bitcoin Signed Message. */
export type VerifyBitcoinSiwxMessageParameters = VerifyCaip122MessageParameters
export type VerifyBitcoinSiwxMessageReturnType = BitcoinSiwxFields
export type VerifyBitcoinSiwxMessageErrorType = BitcoinSiwxError
