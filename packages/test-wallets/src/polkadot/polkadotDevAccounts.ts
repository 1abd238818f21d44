import { devMnemonic } from '../devAccounts.js'

/** The key types Substrate accounts sign with (`MultiSignature`'s variants). */
export type PolkadotKeyType = 'sr25519' | 'ed25519' | 'ecdsa'

/** A funded account on the local Polkadot chain, with what a test wallet needs to sign. */
export type PolkadotDevAccount = {
  readonly name: string
  readonly type: PolkadotKeyType
  /** The secret URI the key derives from: {@link devMnemonic} and a hard derivation path. */
  readonly secretUri: string
  /** The public key, hex: 32 bytes (sr25519, ed25519) or 33 (compressed secp256k1, ecdsa). */
  readonly publicKey: `0x${string}`
  /**
   * The SS58 address for the local chain's prefix (2). An ecdsa account's address is the
   * blake2-256 hash of its public key, as the runtime's `AccountId32` is.
   */
  readonly address: string
}

/**
 * What each dev account holds when the local chain starts: 1 000 ROC (12 decimals), far more
 * than any test spends and far above the existential deposit (0.000003333333 ROC).
 */
export const polkadotDevPlanck = 1_000n * 10n ** 12n

const account = (
  index: number,
  type: PolkadotKeyType,
  publicKey: `0x${string}`,
  address: string,
): PolkadotDevAccount =>
  Object.freeze({
    name: `Latch Dev ${index} (${type})`,
    type,
    secretUri: `${devMnemonic}//${index}`,
    publicKey,
    address,
  })

/**
 * Five accounts of the repo's one dev mnemonic ({@link devMnemonic}), the derivation path
 * `//i` giving account i: three sr25519 (what polkadot-js, Talisman and SubWallet create by
 * default), one ed25519 and one ecdsa (Ledger-style and Ethereum-style keys that SIWX must
 * verify too). Each holds {@link polkadotDevPlanck} on the local chain. Written out so that
 * browsers need no key derivation to list them; a test derives them again.
 */
export const polkadotDevAccounts: readonly PolkadotDevAccount[] = Object.freeze([
  account(
    0,
    'sr25519',
    '0xd279a3af8cc9fafb5953287407e19baf06ddacdbf6151ba11bf8aceb0cfa8121',
    'HLHi23GPLQMCbE3qwMskZyoSiHunuSesDSeGCJ2u9sVKhG2',
  ),
  account(
    1,
    'sr25519',
    '0x58040151a5dc1ecf0a0edd181c69c4413b6a651f0b7f8e981211de66162e2729',
    'EZivPuPYdJw54TaVseCETDExXqvTcm7YqMpAYhA58sBAVao',
  ),
  account(
    2,
    'sr25519',
    '0xc6583b2bf02696b3f2e4fd1d8ba40072c0df4d985267501739d57fe814ad2b04',
    'H4PD5bfryapR9KMfoEkQJhgbgEHKdmKSjLUviZWmF71ViUP',
  ),
  account(
    3,
    'ed25519',
    '0xc46583ee759f05b684151ce253d113fdf5516399acfb67fccfa329cd02d7649b',
    'H1q4Qa7o4FBNHoJKqrJgUwJYyd6gRrQXCBHnsRnKQSpUZEM',
  ),
  account(
    4,
    'ecdsa',
    '0x02a0b96c9be81776f9b4366301d9dc2c41e61afd270301d17007acb9db407d4611',
    'Da4hCewKs11xbfia53biMSaBSSYMNFd7fRXE5BwRceqnhar',
  ),
])
