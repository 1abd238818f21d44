import { devAccounts } from '@latch/testkit'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { developmentSandboxKey, resolveOnrampConfig } from './onrampConfig.js'
import { ServerConfigError } from './parseSetting.js'

const key = `0x${'ab'.repeat(32)}` as const

describe('resolveOnrampConfig', () => {
  test('default: no payer outside development, dev account 8 in it; EUR at 1.08', () => {
    expect(resolveOnrampConfig(undefined, {}, false)).toEqual({
      sandboxKey: undefined,
      eurUsdRate: 1.08,
    })
    expect(resolveOnrampConfig(undefined, {}, true).sandboxKey).toBe(developmentSandboxKey)
    // Not the last one: the demo's faucet sends from it.
    expect(privateKeyToAccount(developmentSandboxKey).address).toBe(devAccounts[8]?.address)
  })

  test('parameters: the variables, and the options over them', () => {
    const env = { LATCH_ONRAMP_SANDBOX_KEY: key, LATCH_ONRAMP_EUR_USD: '1.2' }
    expect(resolveOnrampConfig(undefined, env, false)).toEqual({ sandboxKey: key, eurUsdRate: 1.2 })
    expect(resolveOnrampConfig({ eurUsdRate: 1.1 }, env, true)).toEqual({
      sandboxKey: key,
      eurUsdRate: 1.1,
    })
  })

  test('behavior: a bad key or rate names its variable', () => {
    expect(() =>
      resolveOnrampConfig(undefined, { LATCH_ONRAMP_SANDBOX_KEY: '0x12' }, false),
    ).toThrow(
      new ServerConfigError(
        'LATCH_ONRAMP_SANDBOX_KEY: must be a private key (0x and 64 hex characters)',
      ),
    )
    expect(() => resolveOnrampConfig(undefined, { LATCH_ONRAMP_EUR_USD: '-1' }, false)).toThrow(
      'LATCH_ONRAMP_EUR_USD: must be a positive number',
    )
  })
})
