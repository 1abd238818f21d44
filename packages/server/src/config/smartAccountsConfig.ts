import type { Address, Hex } from 'viem'
import * as z from 'zod'
import { parseJsonSetting, parseWith, ServerConfigError } from './parseSetting.js'

/** One chain's ERC-4337 contracts and bundler (README "Smart accounts"). */
export type SmartAccountChain = {
  /** The chain's bundler JSON-RPC (ERC-4337 methods), which `/v1/bundler` proxies. */
  bundlerUrl: string
  /** The EntryPoint v0.8 the accounts and the paymaster use. */
  entryPoint: Address
  /** `LatchAccountFactory`: the embedded wallet's account is `getAddress(owner, 0)`. */
  accountFactory: Address
  /** `LatchPaymaster`: the verifying paymaster whose data the paymaster key signs. */
  paymaster: Address
  /** Where set, the wallet grants smart sessions (ERC-7715) on this chain with these modules. */
  smartSessions?: SmartSessionsModules | undefined
}

/**
 * One chain's smart-session modules: the permissions a session grants are enforced on chain by
 * these, so the wallet offers only what they check (README "Smart sessions").
 */
export type SmartSessionsModules = {
  /** Rhinestone's SmartSessions (an ERC-7579 validator the account installs). */
  module: Address
  /** The session validator: checks the session key's ECDSA signature of the operation hash. */
  sessionValidator: Address
  /** The policy that bounds a session's operations to [validAfter, validUntil]. */
  timeFramePolicy: Address
  /** The policy that caps the total of an ERC-20 `transfer` action. */
  spendingLimitPolicy: Address
}

/** The smart-account options (README "Smart accounts"). */
export type SmartAccountsOptions = {
  /**
   * `LATCH_SMART_ACCOUNTS` (JSON): the chains (CAIP-2 eip155 ids, each also in `chainRpc`)
   * where the embedded wallet offers a smart account, with their contracts and bundler.
   */
  smartAccounts?: Readonly<Record<string, SmartAccountChain>>
  /**
   * `LATCH_PAYMASTER_KEY` (0x + 64 hex): signs the paymaster's data. In development the
   * well-known mnemonic's index 12 by default; without one, nothing is sponsored.
   */
  paymasterKey?: Hex
}

export type SmartAccountsConfig = {
  /** By CAIP-2 chain id; empty: no smart accounts. */
  smartAccounts: Readonly<Record<string, SmartAccountChain>>
  /** `undefined`: the paymaster routes refuse, and the wallet's operations are not sponsored. */
  paymasterKey: Hex | undefined
}

/**
 * Index 12 of the well-known mnemonic (`test test … junk`, `m/44'/60'/0'/0/12`): the signer
 * of the testkit's `LatchPaymaster` on every local chain. A public key of a public mnemonic:
 * used only in development.
 */
export const developmentPaymasterKey: Hex =
  '0xa267530f49f8280200edf313ee7af6b827f2a8bce2897751d06a843f644967b1'

const addressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address')
  .transform((value) => value as Address)
const chainSchema = z.strictObject({
  bundlerUrl: z.url({ protocol: /^https?$/ }),
  entryPoint: addressSchema,
  accountFactory: addressSchema,
  paymaster: addressSchema,
  smartSessions: z
    .strictObject({
      module: addressSchema,
      sessionValidator: addressSchema,
      timeFramePolicy: addressSchema,
      spendingLimitPolicy: addressSchema,
    })
    .optional(),
})
const chainsSchema = z.record(
  z.string().regex(/^eip155:[1-9]\d{0,15}$/, 'must be an eip155 CAIP-2 chain id'),
  chainSchema,
)
const keySchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a private key (0x and 64 hex characters)')
  .transform((value) => value as Hex)

/**
 * The smart-account settings: each from its option, else its variable, else its default.
 *
 * @throws {ServerConfigError} naming the option or variable that is wrong, or a chain that is
 * not in `chainRpc` (the wallet reads and sends there).
 */
export function resolveSmartAccountsConfig(
  options: SmartAccountsOptions,
  env: Record<string, string | undefined>,
  development: boolean,
  chainRpc: Readonly<Record<string, string>>,
): SmartAccountsConfig {
  const name = options.smartAccounts ? 'smartAccounts' : 'LATCH_SMART_ACCOUNTS'
  const input =
    options.smartAccounts ??
    (env.LATCH_SMART_ACCOUNTS
      ? parseJsonSetting(env.LATCH_SMART_ACCOUNTS, name, 'contracts and bundler by CAIP-2 chain id')
      : {})
  const smartAccounts = parseWith(chainsSchema, input, name)
  for (const chainId of Object.keys(smartAccounts)) {
    if (chainRpc[chainId] === undefined) {
      throw new ServerConfigError(`${name}: ${chainId} is not in LATCH_CHAIN_RPC`)
    }
  }
  const key = options.paymasterKey ?? (env.LATCH_PAYMASTER_KEY || undefined)
  return {
    smartAccounts,
    paymasterKey:
      key === undefined
        ? development
          ? developmentPaymasterKey
          : undefined
        : parseWith(keySchema, key, 'LATCH_PAYMASTER_KEY'),
  }
}
