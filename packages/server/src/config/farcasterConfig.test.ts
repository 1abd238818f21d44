import { farcasterDevCustody, farcasterDevIdRegistry, localFarcasterRelayKey } from '@latch/testkit'
import { describe, expect, test } from 'vitest'
import { farcasterDevelopmentDefaults, resolveFarcasterConfig } from './farcasterConfig.js'

describe('resolveFarcasterConfig', () => {
  test('default: the real relay, Optimism and its IdRegistry; no development wallet', () => {
    expect(resolveFarcasterConfig(undefined, {}, false)).toEqual({
      relayUrl: 'https://relay.farcaster.xyz',
      rpcUrl: 'https://mainnet.optimism.io',
      idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
      developmentWallet: undefined,
    })
  })

  test("behavior: development defaults are the testkit's stand-ins", () => {
    expect(resolveFarcasterConfig(undefined, {}, true)).toEqual(farcasterDevelopmentDefaults)
    expect(farcasterDevelopmentDefaults.idRegistry).toBe(farcasterDevIdRegistry)
    expect(farcasterDevelopmentDefaults.developmentWallet).toEqual({
      custodyKey: farcasterDevCustody.privateKey,
      relayKey: localFarcasterRelayKey,
    })
  })

  test('behavior: the variables set each part, options win over them', () => {
    const env = {
      LATCH_FARCASTER_RELAY: 'https://relay.example/',
      LATCH_FARCASTER_RPC: 'https://op.example/rpc',
      LATCH_FARCASTER_ID_REGISTRY: '0x1111111111111111111111111111111111111111',
    }
    expect(resolveFarcasterConfig(undefined, env, false)).toMatchObject({
      relayUrl: 'https://relay.example',
      rpcUrl: 'https://op.example/rpc',
      idRegistry: '0x1111111111111111111111111111111111111111',
    })
    expect(resolveFarcasterConfig({ relayUrl: 'http://127.0.0.1:9000' }, env, false).relayUrl).toBe(
      'http://127.0.0.1:9000',
    )
  })

  test('refusal: a malformed setting names its variable', () => {
    expect(() => resolveFarcasterConfig(undefined, { LATCH_FARCASTER_RPC: 'op' }, false)).toThrow(
      /^LATCH_FARCASTER_RPC/,
    )
    expect(() =>
      resolveFarcasterConfig(undefined, { LATCH_FARCASTER_ID_REGISTRY: '0x12' }, false),
    ).toThrow(/^LATCH_FARCASTER_ID_REGISTRY/)
    expect(() =>
      resolveFarcasterConfig(undefined, { LATCH_FARCASTER_DEV_CUSTODY_KEY: 'secret' }, true),
    ).toThrow(/^LATCH_FARCASTER_DEV_CUSTODY_KEY/)
  })
})
