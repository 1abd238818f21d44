import { type CompiledContract, compileContracts } from './compileContracts.js'

export type { CompiledContract } from './compileContracts.js'

/** The testkit's own contracts (`contracts/*.sol`), compiled. */
export type CompiledDevnetContracts = {
  /** `LatchToken.sol`: OpenZeppelin's ERC-20, deployed as LTT and as LUSD. */
  readonly token: CompiledContract
  /** `LatchCollectibles.sol`: OpenZeppelin's enumerable ERC-721 (LCOL). */
  readonly collectibles: CompiledContract
  /** `LatchAccount.sol`: OpenZeppelin's ERC-7579 smart account, deployed once as the implementation. */
  readonly account: CompiledContract
  /** `LatchAccountFactory.sol`: makes each owner's account as a clone of the implementation. */
  readonly accountFactory: CompiledContract
  /** `LatchPaymaster.sol`: OpenZeppelin's verifying paymaster (pays for what its signer signed). */
  readonly paymaster: CompiledContract
}

const sources = {
  token: 'LatchToken',
  collectibles: 'LatchCollectibles',
  account: 'LatchAccount',
  accountFactory: 'LatchAccountFactory',
  paymaster: 'LatchPaymaster',
} as const

/**
 * Compiles the testkit's `contracts/*.sol` (the tokens, the collectibles, the smart account,
 * its factory and the paymaster) together with the `solc`
 * package (offline, no compiler download), their OpenZeppelin imports read from the installed
 * `@openzeppelin/contracts`, once; the result is cached under `.cache/` keyed by the sources,
 * OpenZeppelin's version and the compiler, so later start-ups skip the compiler's ~1 s load
 * and ~2 s of compiling.
 *
 * @example
 * const { token, collectibles, account, accountFactory, paymaster } = await compileDevnetContracts()
 */
export function compileDevnetContracts(): Promise<CompiledDevnetContracts> {
  return compileContracts('devnet-contracts', sources)
}
