import type { Hex } from 'viem'
import * as z from 'zod'
import { defaultEurUsdRate } from '../onramp/onrampDefaults.js'
import { parseWith } from './parseSetting.js'

/** The onramp's options (README "Onramp"). */
export type OnrampOptions = {
  /**
   * `LATCH_ONRAMP_SANDBOX_KEY`: the private key of the account the sandbox provider pays from
   * (0x + 64 hex). In development the testkit's dev account 8 by default; without one and
   * outside development the onramp routes answer 503.
   */
  sandboxKey?: Hex
  /** `LATCH_ONRAMP_EUR_USD`: USD for one EUR in quotes paid in EUR; 1.08 by default. */
  eurUsdRate?: number
}

export type OnrampConfig = {
  /** The sandbox's payer; `undefined`: no onramp provider. */
  sandboxKey: Hex | undefined
  eurUsdRate: number
}

/**
 * Dev account 8 of the well-known mnemonic (`test test … junk`, `m/44'/60'/0'/0/8`), funded
 * with ETH and LUSD on the testkit's local chains, and sending nothing else in the demo: the
 * last one (9) is the demo's faucet, whose nonces the sandbox's payouts would race. A public
 * key of a public mnemonic: used only in development.
 */
export const developmentSandboxKey: Hex =
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97'

const keySchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a private key (0x and 64 hex characters)')
  .transform((value) => value as Hex)
const rateSchema = z.coerce.number().positive('must be a positive number').finite()

/**
 * The onramp's settings: each from its option, else its variable, else its default.
 *
 * @throws {ServerConfigError} naming the option or variable that is wrong.
 */
export function resolveOnrampConfig(
  options: OnrampOptions | undefined,
  env: Record<string, string | undefined>,
  development: boolean,
): OnrampConfig {
  const key = options?.sandboxKey ?? (env.LATCH_ONRAMP_SANDBOX_KEY || undefined)
  return {
    sandboxKey:
      key === undefined
        ? development
          ? developmentSandboxKey
          : undefined
        : parseWith(keySchema, key, 'LATCH_ONRAMP_SANDBOX_KEY'),
    eurUsdRate: parseWith(
      rateSchema,
      options?.eurUsdRate ?? (env.LATCH_ONRAMP_EUR_USD || defaultEurUsdRate),
      'LATCH_ONRAMP_EUR_USD',
    ),
  }
}
