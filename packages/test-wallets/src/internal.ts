// What Latch's own test tooling (@latch/testkit: the local chains and the makers' wallet
// backgrounds) shares with the wallets; not an API for sites.
export { bip322MessageHash } from './bitcoin/bip322Signature.js'
export type { BitcoinEventsChangeProperties } from './bitcoin/bitcoinWalletFeatures.js'
export { legacyMessageHash } from './bitcoin/legacyMessageSignature.js'
export { withSegwitHrp } from './bitcoin/segwitAddressHrp.js'
export {
  decodeBech32,
  withBech32Prefix,
} from './cosmos/cosmosBech32.js'
export { msgSendTypeUrl } from './cosmos/cosmosProtoSchemas.js'
export { CosmosSdkError } from './cosmos/cosmosSdkError.js'
export {
  secp256k1AddressBytes,
  signBytesOf,
  verifySecp256k1,
} from './cosmos/cosmosSignBytes.js'
export {
  type DecodedTx,
  decodeCosmosTx,
  isAccountAddress,
} from './cosmos/cosmosTxDecoding.js'
export { adr36SignDoc } from './cosmos/cosmosWalletSigner.js'
export { requestJsonRpc } from './jsonRpc.js'
export { invalidParams } from './requestParams.js'
