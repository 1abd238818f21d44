import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isAddress } from './address.js'
import { toCoinType } from './coinType.js'
import { isEmail } from './email.js'
import { isValidName } from './names.js'

describe('isValidName', () => {
  it('default', () => {
    expect(isValidName('latch')).toBe(true)
    expect(isValidName('my-name-2')).toBe(true)
    expect(isValidName('abcd')).toBe(true)
  })

  it('behavior: at least 4 letters, digits or hyphens', () => {
    for (const name of ['abc', '', 'has space', 'dot.name', 'under_score', 'émile', 'name!']) {
      expect(isValidName(name)).toBe(false)
    }
  })

  it('behavior: agrees with the rule on any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (name) => {
        expect(isValidName(name)).toBe(name.length >= 4 && /^[A-Za-z0-9-]*$/.test(name))
      }),
    )
  })
})

describe('isAddress', () => {
  it('default: eip155 is 40 hex characters with an optional 0x', () => {
    expect(isAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', 'eip155')).toBe(true)
    expect(isAddress('ab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', 'eip155')).toBe(true)
    expect(isAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcd', 'eip155')).toBe(false)
    expect(isAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdbb', 'eip155')).toBe(false)
    expect(isAddress('0xzb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', 'eip155')).toBe(false)
  })

  it('behavior: solana is 32 to 44 base58 characters', () => {
    expect(isAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', 'solana')).toBe(true)
    expect(isAddress('11111111111111111111111111111111', 'solana')).toBe(true)
    expect(isAddress('1111111111111111111111111111111', 'solana')).toBe(false)
    expect(isAddress('0OIl1111111111111111111111111111', 'solana')).toBe(false)
    expect(isAddress(`x${'7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'}`, 'solana')).toBe(false)
  })

  it('behavior: bip122 is a segwit address of a known hrp, in one case, or a base58 one', () => {
    for (const address of [
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
      'bcrt1p96tpgwnsnle7j2z923a263a3fr8c7dpck7fue4nnww4ap45kc4nqvc0jsy',
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    ]) {
      expect(isAddress(address, 'bip122'), address).toBe(true)
    }
    for (const address of [
      'ltc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'bc1Qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      // `b`, `i`, `o` and `1` are not in bech32's alphabet after the separator.
      'bc1qbr0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    ]) {
      expect(isAddress(address, 'bip122'), address).toBe(false)
    }
  })

  it('behavior: cosmos is bech32 of a 20- or 32-byte account after a lowercase prefix', () => {
    for (const address of [
      'cosmos1m9l358xunhhwds0568za49mzhvuxx9uxre5tud',
      'osmo1qurswpc8qurswpc8qurswpc8qurswpc8qurswpc8qurswpc8qurstc4vrk',
    ]) {
      expect(isAddress(address, 'cosmos'), address).toBe(true)
    }
    for (const address of [
      'COSMOS1M9L358XUNHHWDS0568ZA49MZHVUXX9UXRE5TUD',
      // 19 bytes: one data character short.
      'cosmos1m9l358xunhhwds0568za49mzhvuxx9uxre5tu',
      // `b`, `i`, `o` and `1` are not in bech32's alphabet after the separator.
      'cosmos1b9l358xunhhwds0568za49mzhvuxx9uxre5tud',
      '1m9l358xunhhwds0568za49mzhvuxx9uxre5tudaaaa',
      '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    ]) {
      expect(isAddress(address, 'cosmos'), address).toBe(false)
    }
  })

  it('behavior: polkadot is an SS58 account id of any network prefix', () => {
    for (const address of [
      // The same key: generic substrate (42), Polkadot (0), Kusama (2).
      '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
      '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F',
    ]) {
      expect(isAddress(address, 'polkadot'), address).toBe(true)
    }
    for (const address of [
      '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQ0',
      '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    ]) {
      expect(isAddress(address, 'polkadot'), address).toBe(false)
    }
  })
})

describe('toCoinType', () => {
  it('default: the chain id with the high bit set', () => {
    expect(toCoinType(1)).toBe(2147483649)
    expect(toCoinType(10)).toBe(2147483658)
    expect(toCoinType(0)).toBe(2147483648)
    expect(toCoinType(2147483647)).toBe(4294967295)
  })

  it('behavior: ids of 2^31 and above are rejected', () => {
    for (const chainId of [2147483648, 4294967296, -1, 1.5, Number.NaN]) {
      expect(() => toCoinType(chainId)).toThrowError('Invalid chainId for coin type')
    }
  })

  it('behavior: for every valid id, the low 31 bits are the chain id', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (chainId) => {
        const coinType = toCoinType(chainId)
        expect(coinType - 2 ** 31).toBe(chainId)
      }),
    )
  })
})

describe('isEmail', () => {
  it('default', () => {
    expect(isEmail('visitor@example.com')).toBe(true)
    expect(isEmail('a.b+c@sub.example.co.uk')).toBe(true)
  })

  it('behavior: rejects malformed addresses', () => {
    for (const value of [
      '',
      'visitor',
      'visitor@',
      '@example.com',
      'a@b',
      'a b@example.com',
      'a@@b.com',
      'a@b.',
    ]) {
      expect(isEmail(value)).toBe(false)
    }
  })
})
