import type { Hex } from 'viem'
import * as z from 'zod'
import { defaultEurUsdRate } from '../onramp/onrampDefaults.js'
import { parseWith } from './parseSetting.js'

/** The onramp's options (README "Onramp"). */
export type OnrampOptions = {
  /**
   * `LATCH_ONRAMP_SANDBOX_KEY`: the private key of the account the sandbox provider pays from
   * (0x + 64 hex). In development the testkit's last dev account by default; without one and
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
 * The last of the well-known dev accounts (`test test … junk`, `m/44'/60'/0'/0/9`) that the
 * testkit funds on its local chains, and no test of this package sends from while the onramp
 * does. A public key of a public mnemonic: used only in development.
 */
export const developmentSandboxKey: Hex =
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'

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
