import { type CompiledContract, compileContracts } from './compileContracts.js'

/** The testkit's contracts for smart sessions (`contracts/Latch*.sol`), compiled. */
export type CompiledSmartSessionContracts = {
  /** `LatchSessionKeyValidator.sol`: checks the session key's ECDSA signature for SmartSessions. */
  readonly sessionKeyValidator: CompiledContract
  /** `LatchTimeFramePolicy.sol`: a session's operations are valid only within its window. */
  readonly timeFramePolicy: CompiledContract
  /** `LatchSpendingLimitPolicy.sol`: caps the ERC-20 amount a session may transfer in all. */
  readonly spendingLimitPolicy: CompiledContract
  /** `LatchModuleRegistry.sol`: the ERC-7484 registry SmartSessions asks before it enables a session. */
  readonly moduleRegistry: CompiledContract
}

const sources = {
  sessionKeyValidator: 'LatchSessionKeyValidator',
  timeFramePolicy: 'LatchTimeFramePolicy',
  spendingLimitPolicy: 'LatchSpendingLimitPolicy',
  moduleRegistry: 'LatchModuleRegistry',
} as const

/**
 * Compiles the smart-session contracts the way `compileDevnetContracts` compiles the others
 * (the `solc` package, offline; OpenZeppelin imports from the installed package), once: the
 * result is cached under `.cache/`, keyed by the sources, OpenZeppelin's version and the compiler.
 *
 * @example
 * const { sessionKeyValidator, timeFramePolicy, spendingLimitPolicy } = await compileSmartSessionContracts()
 */
export function compileSmartSessionContracts(): Promise<CompiledSmartSessionContracts> {
  return compileContracts('smart-session-contracts', sources)
}
