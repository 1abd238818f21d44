// The HTTP client itself is core's `createServerSiwx`, tested there; here, what Sign-In with
// Substrate adds to it: the message, read back as the same data, and its error class.
import { ServerSiwxError } from '@latch/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parsePolkadotSiwxMessage } from './polkadotSiwxMessage.js'
import { polkadotSiwxSessionData } from './polkadotSiwxSessionData.js'
import { sisSiwx } from './sisSiwx.js'
import { SisSiwxError } from './sisSiwxError.js'

const address = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const chainId = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const page = { host: 'shop.example', origin: 'https://shop.example' }
const nonce = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
const serverUrl = 'https://latch.example'
const answering = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => Response.json(body, { status }))

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2030-01-01T12:00:00.000Z'))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('sisSiwx', () => {
  it('default: a Substrate CAIP-122 message for the page, read back as the same data', async () => {
    const siwx = sisSiwx({ serverUrl, projectId: 'shop', page, fetch: answering({ nonce }) })
    const message = await siwx.createMessage({ accountAddress: address, chainId })
    expect(message.toString()).toBe(
      [
        'shop.example wants you to sign in with your Substrate account:',
        address,
        '',
        'Sign in with your wallet.',
        '',
        'URI: https://shop.example',
        'Version: 1',
        'Chain ID: 91b171bb158e2d3848fa23a9f1c25182',
        `Nonce: ${nonce}`,
        'Issued At: 2030-01-01T12:00:00.000Z',
        'Expiration Time: 2030-01-02T12:00:00.000Z',
      ].join('\n'),
    )
    const { toString: _text, ...data } = message
    expect(polkadotSiwxSessionData(parsePolkadotSiwxMessage(message.toString()))).toEqual(data)
  })

  it('behavior: failures are SisSiwxErrors; networks are polkadot ones', async () => {
    const fetch = answering({ nonce })
    const siwx = sisSiwx({ serverUrl, projectId: 'shop', page, fetch })
    const evm = await siwx.revokeSession('eip155:1', address).catch((caught: unknown) => caught)
    expect(evm).toBeInstanceOf(SisSiwxError)
    expect(evm).toBeInstanceOf(ServerSiwxError)
    expect(evm).toMatchObject({
      name: 'SisSiwxError',
      message: 'Sign-In with Substrate works on polkadot networks, not on eip155:1',
    })
    expect(fetch).not.toHaveBeenCalled()
  })
})
