import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { Caip122ErrorClass } from './caip122Error.js'
import type { Caip122Fields } from './caip122Fields.js'

/**
 * What a namespace's CAIP-122 profile adds to the shared text format: the account its first
 * line names, which addresses and chain references it takes, and the error class it throws.
 * The Chain ID line always holds the chain's CAIP-2 reference; the namespace is said by the
 * first line's account.
 */
export type Caip122Profile = {
  /** The namespace whose CAIP-2 references the Chain ID line holds: `solana`, `bip122` … */
  namespace: ChainNamespace
  /** The account of the first line: "… wants you to sign in with your {account} account:". */
  account: string
  /** Whether the address is an account of the namespace that can sign in. */
  isAddress(address: string): boolean
  /** Whether the Chain ID line's CAIP-2 reference is a chain of the profile. */
  isChainReference(reference: string): boolean
  /**
   * A check of the address against its chain, once both are valid (Bitcoin: a testnet address
   * is no mainnet account); it throws the profile's own error.
   */
  checkAddressOnChain?(fields: Caip122Fields): void
  /** The namespace's subclass of `Caip122Error`, which every failure is. */
  errorClass: Caip122ErrorClass
}
