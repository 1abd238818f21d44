import { describe, expect, it } from 'vitest'
import { maxCalls, readSendCallsRequest } from './sendCallsRequest.js'

const to = '0x52908400098527886E0F7030069857D2E4169EE7'

describe('readSendCallsRequest', () => {
  it('default: ERC-5792 v2.0.0 params, read strictly', () => {
    expect(
      readSendCallsRequest({
        version: '2.0.0',
        chainId: '0x7a69',
        from: to,
        atomicRequired: true,
        capabilities: { paymasterService: { url: 'https://pm.example', optional: true } },
        calls: [
          { to, value: '0x1' },
          { to, data: '0xabcd' },
        ],
      }),
    ).toEqual({
      version: '2.0.0',
      chainId: 'eip155:31337',
      from: to,
      atomicRequired: true,
      requiredCapabilities: [],
      calls: [
        { to, value: 1n, data: undefined },
        { to, value: 0n, data: '0xabcd' },
      ],
    })
  })

  it('behavior: capabilities not marked optional are kept by name (the wallet refuses them)', () => {
    expect(
      readSendCallsRequest({
        version: '2.0.0',
        chainId: '0x1',
        calls: [{ to }],
        capabilities: { paymasterService: { url: 'https://pm.example' }, auxiliaryFunds: null },
      })?.requiredCapabilities,
    ).toEqual(['paymasterService', 'auxiliaryFunds'])
  })

  it('behavior: anything malformed is no request at all', () => {
    const base = { version: '2.0.0', chainId: '0x1', calls: [{ to }] }
    for (const bad of [
      undefined,
      { ...base, chainId: 'solana:abc' },
      { ...base, version: 2 },
      { ...base, from: '0x12' },
      { ...base, atomicRequired: 'yes' },
      { ...base, calls: [] },
      { ...base, calls: Array.from({ length: maxCalls + 1 }, () => ({ to })) },
      { ...base, calls: [{ to: to.slice(2) }] },
      { ...base, calls: [{ to, value: '1' }] },
      { ...base, calls: [{ to, data: 'abcd' }] },
      { ...base, capabilities: 'all' },
    ]) {
      expect(readSendCallsRequest(bad), JSON.stringify(bad)).toBeUndefined()
    }
  })
})
