import type { RpcRequestPayload } from '@latch/frame-protocol'
import { describe, expect, it } from 'vitest'
import { isOwnAccount, namedEvmAccount, namingEvmAccount } from './requestAccount.js'

const addresses = {
  eip155: '0x52908400098527886E0F7030069857D2E4169EE7',
  solana: 'So11111111111111111111111111111111111111112',
}
const other = '0x000000000000000000000000000000000000dEaD'
const request = (method: string, params: unknown, chainNamespace = 'eip155') =>
  ({ method, params, chainNamespace }) as RpcRequestPayload

describe('isOwnAccount', () => {
  it('default: the account each method names is the user’s, in any case', () => {
    expect(
      isOwnAccount(request('personal_sign', ['0x68', addresses.eip155.toLowerCase()]), addresses),
    ).toBe(true)
    expect(isOwnAccount(request('eth_signTypedData_v4', [addresses.eip155, '{}']), addresses)).toBe(
      true,
    )
    expect(
      isOwnAccount(request('eth_sendTransaction', [{ from: addresses.eip155 }]), addresses),
    ).toBe(true)
    // Naming none is the user's account by default.
    expect(isOwnAccount(request('eth_sendTransaction', [{ to: other }]), addresses)).toBe(true)
    expect(
      isOwnAccount(
        request('solana_signMessage', { message: 'x', pubkey: addresses.solana }, 'solana'),
        addresses,
      ),
    ).toBe(true)
  })

  it('behavior: another account, or one that is not a text, is not the user’s', () => {
    expect(isOwnAccount(request('personal_sign', ['0x68', other]), addresses)).toBe(false)
    expect(isOwnAccount(request('eth_signTypedData_v4', [other, '{}']), addresses)).toBe(false)
    expect(isOwnAccount(request('eth_sendTransaction', [{ from: other }]), addresses)).toBe(false)
    expect(isOwnAccount(request('eth_sendTransaction', [{ from: 42 }]), addresses)).toBe(false)
    expect(
      isOwnAccount(
        request('solana_signMessage', { message: 'x', pubkey: 'Other1111' }, 'solana'),
        addresses,
      ),
    ).toBe(false)
  })
})

describe('namingEvmAccount', () => {
  const smart = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'
  it('default: a request naming no account gets the one given, where its method names it', () => {
    const cases = [
      [request('personal_sign', ['0x68']), ['0x68', smart]],
      [request('eth_signTypedData_v4', [undefined, '{}']), [smart, '{}']],
      [request('eth_sendTransaction', [{ to: other }]), [{ to: other, from: smart }]],
      [request('wallet_sendCalls', [{ calls: [] }]), [{ calls: [], from: smart }]],
    ] as const
    for (const [input, params] of cases) {
      const named = namingEvmAccount(input, smart)
      expect(named.params, input.method).toEqual(params)
      expect(namedEvmAccount(named)).toBe(smart)
    }
  })

  it('behavior: an account already named stays, whoever it is', () => {
    const input = request('eth_sendTransaction', [{ from: other }])
    expect(namingEvmAccount(input, smart)).toBe(input)
    expect(namedEvmAccount(input)).toBe(other)
  })
})
