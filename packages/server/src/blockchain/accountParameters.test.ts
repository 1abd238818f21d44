import { describe, expect, test } from 'vitest'
import {
  accountSchema,
  accountSchemaOn,
  evmAddressSchema,
  polkadotAddressSchema,
  solanaAddressSchema,
} from './accountParameters.js'

const solanaOwner = 'A3pqoJeuTg5WroEF6JQ9WsZ4scFdvhcc8VLmHmmDG4ss'
const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const segwit = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'
// A P2PKH address of the test chains that is also 34 base58 characters, a Solana shape.
const legacy = 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn'

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

  test('behavior: bip122 accounts, segwit in one case; a plain address by the chain asked for', () => {
    expect(accountSchema.parse(`${regtest}:${segwit.toUpperCase()}`)).toEqual({
      namespace: 'bip122',
      address: segwit,
      chainId: regtest,
    })
    expect(accountSchema.parse(segwit)).toEqual({
      namespace: 'bip122',
      address: segwit,
      chainId: undefined,
    })
    // Without a chain, the base58 one reads as Solana's; on a bip122 chain, as Bitcoin's.
    expect(accountSchema.parse(legacy)).toMatchObject({ namespace: 'solana' })
    expect(accountSchemaOn('bip122').parse(legacy)).toEqual({
      namespace: 'bip122',
      address: legacy,
      chainId: undefined,
    })
    // The chain's namespace comes first, not alone: a solana address on eip155 is still solana.
    expect(accountSchemaOn('eip155').parse(solanaOwner)).toMatchObject({ namespace: 'solana' })
  })

  test('behavior: polkadot accounts are their public key, whatever SS58 prefix writes them', () => {
    const polkadot = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
    const aliceKey = '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d'
    const generic = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
    const onPolkadot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
    expect(accountSchema.parse(`${polkadot}:${onPolkadot}`)).toEqual({
      namespace: 'polkadot',
      address: aliceKey,
      chainId: polkadot,
    })
    expect(accountSchema.parse(`${polkadot}:${generic}`)).toMatchObject({ address: aliceKey })
    expect(accountSchema.parse(generic)).toEqual({
      namespace: 'polkadot',
      address: aliceKey,
      chainId: undefined,
    })
    expect(polkadotAddressSchema.parse(onPolkadot)).toBe(aliceKey)
    for (const bad of [`${generic.slice(0, -1)}Z`, evm, solanaOwner, aliceKey]) {
      expect(polkadotAddressSchema.safeParse(bad).success, bad).toBe(false)
    }
    expect(accountSchema.safeParse(`${polkadot}:${solanaOwner}`).success).toBe(false)
    expect(accountSchema.safeParse(`eip155:1:${generic}`).success).toBe(false)
  })

  test('behavior: an address of another namespace than its chain, or none, fails', () => {
    for (const bad of [
      `eip155:1:${solanaOwner}`,
      `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:${evm}`,
      `bip122:000000000019d6689c085ae165831e93:${solanaOwner}`,
      `${regtest}:${evm}`,
      `eip155:1:${segwit}`,
      `eip155:${evm}`,
      'not-an-address',
    ]) {
      expect(accountSchema.safeParse(bad).success, bad).toBe(false)
    }
  })
})
