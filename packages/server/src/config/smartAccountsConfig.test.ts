import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { developmentPaymasterKey, resolveSmartAccountsConfig } from './smartAccountsConfig.js'

const chain = {
  bundlerUrl: 'http://127.0.0.1:4337/',
  entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
  accountFactory: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  paymaster: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
} as const
const chainRpc = { 'eip155:31337': 'http://127.0.0.1:8545' }

describe('resolveSmartAccountsConfig', () => {
  it('default: no smart accounts; no paymaster key outside development', () => {
    expect(resolveSmartAccountsConfig({}, {}, false, {})).toEqual({
      smartAccounts: {},
      paymasterKey: undefined,
    })
  })

  it('parameters: development signs with the well-known mnemonic’s index 12', () => {
    expect(resolveSmartAccountsConfig({}, {}, true, {}).paymasterKey).toBe(developmentPaymasterKey)
    expect(privateKeyToAccount(developmentPaymasterKey).address).toBe(
      '0xFABB0ac9d68B0B445fB7357272Ff202C5651694a',
    )
  })

  it('parameters: the variables', () => {
    const key = `0x${'ab'.repeat(32)}` as const
    const config = resolveSmartAccountsConfig(
      {},
      {
        LATCH_SMART_ACCOUNTS: JSON.stringify({ 'eip155:31337': chain }),
        LATCH_PAYMASTER_KEY: key,
      },
      true,
      chainRpc,
    )
    expect(config).toEqual({ smartAccounts: { 'eip155:31337': chain }, paymasterKey: key })
  })

  it('parameters: a chain’s smart-session modules', () => {
    const smartSessions = {
      module: '0x0000000071727De22e5E9D8bAF0EDAc6F37da034',
      sessionValidator: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      timeFramePolicy: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
      spendingLimitPolicy: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
    } as const
    const env = {
      LATCH_SMART_ACCOUNTS: JSON.stringify({ 'eip155:31337': { ...chain, smartSessions } }),
    }
    expect(resolveSmartAccountsConfig({}, env, false, chainRpc).smartAccounts).toEqual({
      'eip155:31337': { ...chain, smartSessions },
    })
    const partial = {
      ...chain,
      smartSessions: { ...smartSessions, spendingLimitPolicy: undefined },
    }
    expect(() =>
      resolveSmartAccountsConfig(
        {},
        { LATCH_SMART_ACCOUNTS: JSON.stringify({ 'eip155:31337': partial }) },
        false,
        chainRpc,
      ),
    ).toThrow('LATCH_SMART_ACCOUNTS at eip155:31337.smartSessions.spendingLimitPolicy')
  })

  it('behavior: what cannot be used is refused, naming the setting', () => {
    const resolve =
      (env: Record<string, string>, rpc: Record<string, string> = chainRpc) =>
      () =>
        resolveSmartAccountsConfig({}, env, false, rpc)
    expect(resolve({ LATCH_SMART_ACCOUNTS: '{' })).toThrow(
      'LATCH_SMART_ACCOUNTS: not JSON (contracts and bundler by CAIP-2 chain id)',
    )
    expect(resolve({ LATCH_SMART_ACCOUNTS: JSON.stringify({ 'solana:x': chain }) })).toThrow(
      'LATCH_SMART_ACCOUNTS',
    )
    expect(
      resolve({
        LATCH_SMART_ACCOUNTS: JSON.stringify({ 'eip155:31337': { ...chain, paymaster: '0x12' } }),
      }),
    ).toThrow('LATCH_SMART_ACCOUNTS at eip155:31337.paymaster: must be a 0x address')
    expect(resolve({ LATCH_SMART_ACCOUNTS: JSON.stringify({ 'eip155:1': chain }) })).toThrow(
      'LATCH_SMART_ACCOUNTS: eip155:1 is not in LATCH_CHAIN_RPC',
    )
    expect(resolve({ LATCH_PAYMASTER_KEY: 'secret' })).toThrow(
      'LATCH_PAYMASTER_KEY: must be a private key (0x and 64 hex characters)',
    )
  })
})
