import { describe, expect, it } from 'vitest'
import { createBitcoinSiwxMessage } from './bitcoinSiwxProfile.js'

const base = {
  accountAddress: 'bcrt1q9vza2e8x573nczrlzms0wvx3gsqjx7vay85cr9',
  chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  domain: 'localhost:5173',
  uri: 'http://localhost:5173',
  nonce: 'abcdefgh1',
} as const

describe('createBitcoinSiwxMessage', () => {
  it('default: a SiwxMessage whose text names the chain by its CAIP-2 reference', () => {
    const message = createBitcoinSiwxMessage({ ...base, issuedAt: '2026-01-01T00:00:00Z' })
    expect(message).toMatchObject({
      accountAddress: base.accountAddress,
      chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      version: '1',
      issuedAt: '2026-01-01T00:00:00Z',
    })
    expect(message.toString()).toContain('\nChain ID: 0f9188f13cb7b2c71f2a335e3a4fc328\n')
    expect(message.toString()).toMatch(
      /^localhost:5173 wants you to sign in with your Bitcoin account:\nbcrt1q9vza/,
    )
  })

  it('parameters: issuedAt defaults to now', () => {
    const before = Date.now()
    const { issuedAt } = createBitcoinSiwxMessage(base)
    expect(Date.parse(issuedAt)).toBeGreaterThanOrEqual(before)
  })

  it('behavior: another namespace, another chain’s address or a bad field is refused', () => {
    expect(() => createBitcoinSiwxMessage({ ...base, chainId: 'eip155:1' })).toThrow(
      'The chain ID must be the CAIP-2 id of a Bitcoin chain (bip122)',
    )
    expect(() =>
      createBitcoinSiwxMessage({ ...base, chainId: 'bip122:000000000019d6689c085ae165831e93' }),
    ).toThrow('The address of the sign-in message is not an address of its chain')
    expect(() => createBitcoinSiwxMessage({ ...base, nonce: '1' })).toThrow(
      'The nonce of the sign-in message is not valid',
    )
  })
})
