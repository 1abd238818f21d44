import { cosmosHub } from '@latch/core/networks'
import { describe, expect, it } from 'vitest'
import { cosmosAdapter } from '../cosmosAdapter.js'
import { fakeKeplr } from '../testing/fakeKeplr.js'
import {
  CosmosSiwxError,
  type CosmosSiwxFields,
  createCosmosSiwxMessage,
  formatCosmosSiwxMessage,
  parseCosmosSiwxMessage,
  verifyCosmosSiwxMessage,
} from './cosmosSiwxProfile.js'

const chainId = 'cosmos:cosmoshub-4'
const time = new Date('2030-01-01T12:30:00.000Z')

/** A sign-in signed through the adapter by the fake Keplr's real key. */
async function signedIn() {
  const wallet = fakeKeplr()
  const adapter = cosmosAdapter({ injected: wallet.target })
  const connection = await adapter.connect({ connectorId: 'keplr', network: cosmosHub })
  const address = connection.accounts[0]?.address ?? ''
  const message = createCosmosSiwxMessage({
    accountAddress: address,
    chainId,
    domain: 'shop.example',
    uri: 'https://shop.example',
    nonce: 'n0nce12345',
    issuedAt: '2030-01-01T12:00:00.000Z',
    expirationTime: '2030-01-02T12:00:00.000Z',
  }).toString()
  const signature = await adapter.signMessage({ message, address })
  return { address, message, signature, wallet }
}

describe('verifyCosmosSiwxMessage', () => {
  it('default: a sign-in signed by the wallet verifies', async () => {
    const { address, message, signature } = await signedIn()
    expect(message.split('\n')[0]).toBe(
      'shop.example wants you to sign in with your Cosmos account:',
    )
    await expect(
      verifyCosmosSiwxMessage({
        message,
        signature,
        domain: 'shop.example',
        uri: 'https://shop.example',
        chainId,
        nonce: 'n0nce12345',
        time,
      }),
    ).resolves.toMatchObject({ address, chainId: 'cosmoshub-4' })
  })

  it('behavior: another account, domain, chain or a changed text is refused', async () => {
    const { message, signature, wallet } = await signedIn()
    const verify = (overrides: Partial<Parameters<typeof verifyCosmosSiwxMessage>[0]>) =>
      verifyCosmosSiwxMessage({ message, signature, time, ...overrides })
    await expect(verify({ domain: 'evil.example' })).rejects.toMatchObject({
      code: 'DOMAIN_MISMATCH',
    })
    await expect(verify({ chainId: 'cosmos:osmosis-1' })).rejects.toMatchObject({
      code: 'CHAIN_MISMATCH',
    })
    const fields = parseCosmosSiwxMessage(message)
    const other = await wallet.addressOf(1, 'cosmos')
    await expect(verify({ message: { ...fields, address: other } })).rejects.toMatchObject({
      code: 'SIGNATURE_MISMATCH',
    })
    await expect(verify({ message: { ...fields, nonce: 'other12345' } })).rejects.toBeInstanceOf(
      CosmosSiwxError,
    )
    await expect(verify({ signature: 'not json' })).rejects.toMatchObject({
      code: 'SIGNATURE_MISMATCH',
    })
    await expect(verify({ time: new Date('2030-01-03T00:00:00.000Z') })).rejects.toMatchObject({
      code: 'EXPIRED',
    })
  })

  it('behavior: a text that is not a Cosmos sign-in, or an address of another known chain, is refused', () => {
    const fields: CosmosSiwxFields = {
      domain: 'shop.example',
      address: 'cosmos1m9l358xunhhwds0568za49mzhvuxx9uxre5tud',
      uri: 'https://shop.example',
      version: '1',
      chainId: 'cosmoshub-4',
      nonce: 'n0nce12345',
      issuedAt: '2030-01-01T12:00:00.000Z',
    }
    const text = formatCosmosSiwxMessage(fields)
    expect(parseCosmosSiwxMessage(text)).toEqual(fields)
    expect(() => parseCosmosSiwxMessage(text.replace('Cosmos', 'Solana'))).toThrowError(
      'The sign-in message does not follow the Cosmos CAIP-122 format',
    )
    expect(() => formatCosmosSiwxMessage({ ...fields, chainId: 'cosmos:hub' })).toThrowError(
      CosmosSiwxError,
    )
    expect(() => formatCosmosSiwxMessage({ ...fields, address: '0xab' })).toThrowError(
      CosmosSiwxError,
    )
    expect(() => formatCosmosSiwxMessage({ ...fields, chainId: 'osmosis-1' })).toThrowError(
      'The address of the sign-in message is not an address of its chain',
    )
    // A chain the adapter does not know takes any prefix: the signature binds the key.
    expect(formatCosmosSiwxMessage({ ...fields, chainId: 'latch-local-1' })).toContain(
      'Chain ID: latch-local-1',
    )
  })
})
