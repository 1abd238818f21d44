import { describe, expect, it } from 'vitest'
import { readEvmTransactionRequest } from './evmTransactionRequest.js'

const address = '0x52908400098527886E0F7030069857D2E4169EE7'

describe('readEvmTransactionRequest', () => {
  it('behavior: reads well-formed fields, quantities as bigint', () => {
    expect(
      readEvmTransactionRequest({
        from: address,
        to: address,
        value: '0x38d7ea4c68000',
        gas: '0x5208',
        data: '0xa9059cbb',
        nonce: '0x1',
      }),
    ).toEqual({
      from: address,
      to: address,
      value: 1_000_000_000_000_000n,
      gas: 21_000n,
      data: '0xa9059cbb',
    })
  })

  it('behavior: absent or null fields stay absent (no `to` creates a contract)', () => {
    expect(readEvmTransactionRequest({ to: null, data: '0x00' })).toEqual({ data: '0x00' })
    expect(readEvmTransactionRequest(undefined)).toEqual({})
    expect(readEvmTransactionRequest({})).toEqual({})
  })

  it('behavior: any malformed field refuses the whole request', () => {
    for (const transaction of [
      { to: '0xZZ' },
      { to: '0x5290' },
      { to: 42 },
      { from: 'alice' },
      { to: address, value: '1000000000000000000' },
      { to: address, value: 1 },
      { to: address, value: '0x' },
      { to: address, gas: '21000' },
      { to: address, data: '0xabc' },
      { to: address, data: 'a9059cbb' },
      'not an object',
      null,
      [address],
    ]) {
      expect(readEvmTransactionRequest(transaction), JSON.stringify(transaction)).toBeUndefined()
    }
  })
})
