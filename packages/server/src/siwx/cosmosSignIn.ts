import {
  CosmosSiwxError,
  cosmosNetworks,
  cosmosSiwxSessionData,
  parseCosmosSiwxMessage,
  verifyCosmosSiwxMessage,
} from '@latch/adapter-cosmos'
import { caip122SignIn } from './caip122SignIn.js'
import { invalidSignatureFormat, type SignInProfile } from './signInProfile.js'

/** The first line of a Sign-In with Cosmos message ends so (CAIP-122, Cosmos account). */
export const cosmosSignInHeader = ' wants you to sign in with your Cosmos account:'

/**
 * The networks adapter-cosmos knows (Cosmos Hub, Osmosis, its testnet): a sign-in needs no
 * node, so they are always served.
 */
export const publicCosmosChains: readonly string[] = cosmosNetworks.map(
  (network) => network.caipNetworkId,
)

const secp256k1PubKeyType = 'tendermint/PubKeySecp256k1'
const base64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/
const base64Bytes = (value: unknown) =>
  typeof value === 'string' && base64.test(value) ? Buffer.from(value, 'base64').length : -1

/** Whether `signature` is the JSON of an amino StdSignature of a secp256k1 key. */
function isStdSignature(signature: string): boolean {
  let parsed: { pub_key?: { type?: unknown; value?: unknown }; signature?: unknown }
  try {
    parsed = JSON.parse(signature)
  } catch {
    return false
  }
  return (
    parsed?.pub_key?.type === secp256k1PubKeyType &&
    base64Bytes(parsed.pub_key.value) === 33 &&
    base64Bytes(parsed.signature) === 64
  )
}

/**
 * Sign-In with Cosmos (CAIP-122 for a Cosmos account) for cosmos accounts, with
 * adapter-cosmos's parser and verifier: the signature is the account's ADR-036 signature of
 * the text (`signArbitrary`), given as the JSON of the wallet's amino StdSignature
 * (`{ pub_key, signature }`, as the adapter's `signMessage` returns it: a Cosmos address is
 * only a hash of its key), checked offline. Sessions are kept under the bech32 address.
 * Served on the networks adapter-cosmos knows and on `chains` (the server's configured ones).
 */
export function cosmosSignIn(chains: readonly string[] = []): SignInProfile {
  return caip122SignIn({
    errorClass: CosmosSiwxError,
    parse: parseCosmosSiwxMessage,
    sessionData: cosmosSiwxSessionData,
    addressKey: (address) => address,
    checkSignatureFormat(signature) {
      if (!isStdSignature(signature)) {
        throw invalidSignatureFormat(
          'must be the JSON of an amino StdSignature: { pub_key: { type: "tendermint/PubKeySecp256k1", value: base64 of 33 bytes }, signature: base64 of 64 bytes }',
        )
      }
    },
    served: [...publicCosmosChains, ...chains],
    verify: verifyCosmosSiwxMessage,
  })
}
