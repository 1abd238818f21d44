import { encodeAddress } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { polkadotAdapter } from '../polkadotAdapter.js'
import { fakePolkadotExtension } from '../testing/fakePolkadotExtension.js'
import {
  createPolkadotSiwxMessage,
  formatPolkadotSiwxMessage,
  PolkadotSiwxError,
  type PolkadotSiwxFields,
  parsePolkadotSiwxMessage,
  verifyPolkadotSiwxMessage,
} from './polkadotSiwxProfile.js'

const chainId = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const time = new Date('2030-01-01T12:30:00.000Z')

/** A sign-in signed by the fake extension's key `index` through the adapter. */
async function signedIn(index: number) {
  const extension = await fakePolkadotExtension()
  const adapter = polkadotAdapter({ injected: { injectedWeb3: { talisman: extension.entry } } })
  const connection = await adapter.connect({ connectorId: 'talisman', network: undefined })
  const address = connection.accounts[index]?.address ?? ''
  const message = createPolkadotSiwxMessage({
    accountAddress: address,
    chainId,
    domain: 'shop.example',
    uri: 'https://shop.example',
    nonce: 'n0nce12345',
    issuedAt: '2030-01-01T12:00:00.000Z',
    expirationTime: '2030-01-02T12:00:00.000Z',
  }).toString()
  const signature = await adapter.signMessage({ message, address })
  return { address, message, signature, extension }
}

describe('verifyPolkadotSiwxMessage', () => {
  it.each([0, 1, 2])(
    'default: a sign-in signed by the extension verifies (key %i)',
    async (index) => {
      const { address, message, signature } = await signedIn(index)
      await expect(
        verifyPolkadotSiwxMessage({
          message,
          signature,
          domain: 'shop.example',
          uri: 'https://shop.example',
          chainId,
          nonce: 'n0nce12345',
          time,
        }),
      ).resolves.toMatchObject({ address, chainId: '91b171bb158e2d3848fa23a9f1c25182' })
    },
  )

  it('behavior: another account, domain, chain or a changed text is refused', async () => {
    const { message, signature, extension } = await signedIn(0)
    const verify = (overrides: Partial<Parameters<typeof verifyPolkadotSiwxMessage>[0]>) =>
      verifyPolkadotSiwxMessage({ message, signature, time, ...overrides })
    await expect(verify({ domain: 'evil.example' })).rejects.toMatchObject({
      code: 'DOMAIN_MISMATCH',
    })
    await expect(
      verify({ chainId: 'polkadot:b0a8d493285c2df73290dfb7e61f870f' }),
    ).rejects.toMatchObject({ code: 'CHAIN_MISMATCH' })
    const bob = encodeAddress(extension.pairs[1]?.pair.addressRaw ?? new Uint8Array(), 0)
    const fields = parsePolkadotSiwxMessage(message)
    await expect(verify({ message: { ...fields, address: bob } })).rejects.toMatchObject({
      code: 'SIGNATURE_MISMATCH',
    })
    await expect(verify({ message: { ...fields, nonce: 'other12345' } })).rejects.toBeInstanceOf(
      PolkadotSiwxError,
    )
    await expect(verify({ signature: 'not hex' })).rejects.toMatchObject({
      code: 'SIGNATURE_MISMATCH',
    })
  })

  it('behavior: a text that is not a Substrate sign-in is INVALID_MESSAGE', () => {
    const fields: PolkadotSiwxFields = {
      domain: 'shop.example',
      address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      uri: 'https://shop.example',
      version: '1',
      chainId: '91b171bb158e2d3848fa23a9f1c25182',
      nonce: 'n0nce12345',
      issuedAt: '2030-01-01T12:00:00.000Z',
    }
    const text = formatPolkadotSiwxMessage(fields)
    expect(text.split('\n')[0]).toBe(
      'shop.example wants you to sign in with your Substrate account:',
    )
    expect(parsePolkadotSiwxMessage(text)).toEqual(fields)
    expect(() => parsePolkadotSiwxMessage(text.replace('Substrate', 'Solana'))).toThrowError(
      'The sign-in message does not follow the Substrate CAIP-122 format',
    )
    expect(() => formatPolkadotSiwxMessage({ ...fields, chainId: 'polkadot' })).toThrowError(
      PolkadotSiwxError,
    )
    expect(() => formatPolkadotSiwxMessage({ ...fields, address: '0xab' })).toThrowError(
      PolkadotSiwxError,
    )
  })
})
