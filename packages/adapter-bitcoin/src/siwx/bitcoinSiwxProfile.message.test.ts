import { describe, expect, it } from 'vitest'
import {
  type BitcoinSiwxFields,
  formatBitcoinSiwxMessage,
  parseBitcoinSiwxMessage,
} from './bitcoinSiwxProfile.js'

const mainnet = '000000000019d6689c085ae165831e93'
const fields: BitcoinSiwxFields = {
  domain: 'example.com',
  address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
  statement: 'Sign in to Example',
  uri: 'https://example.com/login',
  version: '1',
  chainId: mainnet,
  nonce: 'n0nce1234',
  issuedAt: '2026-01-02T03:04:05.000Z',
  expirationTime: '2026-01-03T03:04:05Z',
  notBefore: '2026-01-02T03:04:05Z',
  requestId: 'request-7',
  resources: ['ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu', 'https://example.com/a'],
}

const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('not refused')
}

describe('formatBitcoinSiwxMessage', () => {
  it('default: every field in the profile order, the chain as its CAIP-2 reference', () => {
    const text = formatBitcoinSiwxMessage(fields)
    expect(text).toBe(
      [
        'example.com wants you to sign in with your Bitcoin account:',
        'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
        '',
        'Sign in to Example',
        '',
        'URI: https://example.com/login',
        'Version: 1',
        'Chain ID: 000000000019d6689c085ae165831e93',
        'Nonce: n0nce1234',
        'Issued At: 2026-01-02T03:04:05.000Z',
        'Expiration Time: 2026-01-03T03:04:05Z',
        'Not Before: 2026-01-02T03:04:05Z',
        'Request ID: request-7',
        'Resources:',
        '- ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
        '- https://example.com/a',
      ].join('\n'),
    )
    expect(parseBitcoinSiwxMessage(text)).toEqual(fields)
  })

  it('behavior: every address type a single key signs for, on its own chain', () => {
    for (const [address, chainId] of [
      ['bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3', mainnet],
      ['37qyp7jQAzqb2rCBpMvVtLDuuzKAUCVnJb', mainnet],
      ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', mainnet],
      // BIP-173 allows a whole address in upper case.
      ['BC1Q9VZA2E8X573NCZRLZMS0WVX3GSQJX7VAVGKX0L', mainnet],
      ['tb1q9vza2e8x573nczrlzms0wvx3gsqjx7vaxwd45v', '000000000933ea01ad0ee984209779ba'],
      ['tb1q9vza2e8x573nczrlzms0wvx3gsqjx7vaxwd45v', '00000008819873e925422c1ff0f99f7c'],
      ['bcrt1q9vza2e8x573nczrlzms0wvx3gsqjx7vay85cr9', '0f9188f13cb7b2c71f2a335e3a4fc328'],
    ]) {
      const text = formatBitcoinSiwxMessage({ ...fields, address, chainId } as BitcoinSiwxFields)
      expect(parseBitcoinSiwxMessage(text), address).toMatchObject({ address, chainId })
    }
  })

  it('behavior: an address of another chain is refused with a reason of its own', () => {
    for (const [address, chainId] of [
      ['tb1q9vza2e8x573nczrlzms0wvx3gsqjx7vaxwd45v', mainnet],
      ['bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', '0f9188f13cb7b2c71f2a335e3a4fc328'],
      ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', '000000000933ea01ad0ee984209779ba'],
    ]) {
      expect(
        refusal(() =>
          formatBitcoinSiwxMessage({ ...fields, address, chainId } as BitcoinSiwxFields),
        ),
        address,
      ).toMatchObject({
        name: 'BitcoinSiwxError',
        code: 'ADDRESS_NOT_ON_CHAIN',
        message: 'The address of the sign-in message is not an address of its chain',
      })
    }
  })

  // The rules every profile shares are core's (`caip122Message.test.ts`): these are Bitcoin's.
  it.each([
    // Mixed case is no bech32 address; P2WSH is a script, not a key.
    ['address', { address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0L' }],
    ['address', { address: 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3' }],
    ['address', { address: 'A3pqoJeuTg5WroEF6JQ9WsZ4scFdvhcc8VLmHmmDG4ss' }],
    // The whole CAIP-2 id, an unknown chain, Litecoin (bip122 too, but not Bitcoin).
    ['chain ID', { chainId: `bip122:${mainnet}` }],
    ['chain ID', { chainId: '1' }],
    ['chain ID', { chainId: '12a765e31ffd4059bada1e25190f6e98' }],
  ])('behavior: a bad %s is refused', (field, override) => {
    expect(() => formatBitcoinSiwxMessage({ ...fields, ...override } as BitcoinSiwxFields)).toThrow(
      `The ${field} of the sign-in message is not valid`,
    )
  })
})

describe('parseBitcoinSiwxMessage', () => {
  it('behavior: a first line that asks for another account is refused', () => {
    const text = formatBitcoinSiwxMessage(fields)
    expect(
      refusal(() => parseBitcoinSiwxMessage(text.replace('Bitcoin account', 'Solana account'))),
    ).toMatchObject({
      name: 'BitcoinSiwxError',
      code: 'INVALID_MESSAGE',
      details: 'the first line is not the sign-in request',
      message: 'The sign-in message does not follow the Bitcoin CAIP-122 format',
    })
  })
})
