import { describe, expect, test } from 'vitest'
import { accountSchema, evmAddressSchema, solanaAddressSchema } from './accountParameters.js'

const solanaOwner = 'A3pqoJeuTg5WroEF6JQ9WsZ4scFdvhcc8VLmHmmDG4ss'
const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('address schemas', () => {
  test('default: eip155 addresses become lower-case 0x hex', () => {
    expect(evmAddressSchema.parse(evm.slice(2))).toBe(evm.toLowerCase())
    expect(evmAddressSchema.safeParse(solanaOwner).success).toBe(false)
  })

  test('behavior: solana addresses are 32–44 base58 characters, kept as given', () => {
    expect(solanaAddressSchema.parse(solanaOwner)).toBe(solanaOwner)
    expect(solanaAddressSchema.parse('11111111111111111111111111111111')).toHaveLength(32)
    for (const bad of [evm, `${solanaOwner}x`.repeat(2), 'O'.repeat(40), 'short']) {
      expect(solanaAddressSchema.safeParse(bad).success, bad).toBe(false)
    }
  })
})

describe('accountSchema', () => {
  test('default: a CAIP-10 account of either namespace', () => {
    expect(accountSchema.parse(`eip155:1:${evm}`)).toEqual({
      namespace: 'eip155',
      address: evm.toLowerCase(),
      chainId: 'eip155:1',
    })
    expect(accountSchema.parse(`solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:${solanaOwner}`)).toEqual({
      namespace: 'solana',
      address: solanaOwner,
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    })
  })

  test('behavior: a plain address is eip155 when it is one, else solana', () => {
    expect(accountSchema.parse(evm)).toMatchObject({ namespace: 'eip155', chainId: undefined })
    expect(accountSchema.parse(solanaOwner)).toMatchObject({
      namespace: 'solana',
      address: solanaOwner,
      chainId: undefined,
    })
  })

  test('behavior: an address of another namespace than its chain, or none, fails', () => {
    for (const bad of [
      `eip155:1:${solanaOwner}`,
      `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:${evm}`,
      `bip122:000000000019d6689c085ae165831e93:${solanaOwner}`,
      `eip155:${evm}`,
      'not-an-address',
    ]) {
      expect(accountSchema.safeParse(bad).success, bad).toBe(false)
    }
  })
})
