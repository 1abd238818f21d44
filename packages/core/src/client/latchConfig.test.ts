import { describe, expect, it } from 'vitest'
import { mainnet } from '../networks/evmNetworks.js'
import { type LatchConfig, validateLatchConfig } from './latchConfig.js'

describe('validateLatchConfig: defaultAccountTypes', () => {
  it('parameters: an account type per namespace is accepted', () => {
    const config = {
      networks: [mainnet],
      defaultAccountTypes: { eip155: 'eoa', bip122: 'ordinal' },
    }
    expect(validateLatchConfig(config as LatchConfig)).toBe(config)
  })

  it('error: an unknown type or namespace is refused with its path', () => {
    expect(() =>
      validateLatchConfig({
        networks: [mainnet],
        defaultAccountTypes: { eip155: 'taproot' },
      } as unknown as LatchConfig),
    ).toThrowError(/defaultAccountTypes\.eip155 /)
    expect(() =>
      validateLatchConfig({
        networks: [mainnet],
        defaultAccountTypes: { starknet: 'eoa' },
      } as unknown as LatchConfig),
    ).toThrowError(/defaultAccountTypes\.starknet /)
  })
})
