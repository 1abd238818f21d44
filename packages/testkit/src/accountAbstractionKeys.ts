import type { DevAccount } from '@latch/test-wallets'

/**
 * Dev account index 10 of the dev mnemonic (`devMnemonic`): deploys the account-abstraction contracts on
 * every local chain (funded with `hardhat_setBalance`). Not dev account 0, whose nonces give
 * every other devnet contract its address: those stay where they always were.
 */
export const accountAbstractionDeployer: DevAccount = Object.freeze({
  address: '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
  privateKey: '0xf214f2b2cd398c806f84e317254e0f0b801d0643303237d97a22a48e01628897',
})

/**
 * Dev account index 11: the bundler's executor (it sends the `handleOps` transactions, and
 * gets the gas back from the EntryPoint) and utility key (it deploys the bundler's simulation
 * contracts at start-up). Funded with `hardhat_setBalance`.
 */
export const bundlerExecutor: DevAccount = Object.freeze({
  address: '0x71bE63f3384f5fb98995898A86B02Fb2426c5788',
  privateKey: '0x701b615bbdfb9de65240bc28bd21bbc0d996645a3dd57e7b12bc2bdf6f192c82',
})

/**
 * Dev account index 12: the signer of `LatchPaymaster` on every local chain, whose
 * signature the paymaster requires before it pays for a user operation. latch-server's
 * `--dev` default `LATCH_PAYMASTER_KEY` is this key (it keeps a copy of its own). A
 * well-known key of the public dev mnemonic: it must never sign for a real chain.
 */
export const devPaymasterSigner: DevAccount = Object.freeze({
  address: '0xFABB0ac9d68B0B445fB7357272Ff202C5651694a',
  privateKey: '0xa267530f49f8280200edf313ee7af6b827f2a8bce2897751d06a843f644967b1',
})

/** {@link devPaymasterSigner}'s private key, for a test or a script that sponsors operations. */
export const devPaymasterSignerKey = devPaymasterSigner.privateKey
