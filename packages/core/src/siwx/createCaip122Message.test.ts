import { describe, expect, it, vi } from 'vitest'
import { refusal, toyCaip122Profile } from '../testing/toyCaip122Profile.js'
import { parseCaip122Message } from './caip122Message.js'
import { caip122SessionData } from './caip122SessionData.js'
import { createCaip122Message } from './createCaip122Message.js'

const parameters = {
  accountAddress: 'toy7',
  chainId: 'polkadot:main',
  domain: 'example.com',
  uri: 'https://example.com',
  nonce: 'n0nce1234',
} as const

describe('createCaip122Message', () => {
  it('default: the SIWX message, whose text has the CAIP-2 reference as Chain ID', () => {
    const message = createCaip122Message(
      { ...parameters, issuedAt: '2026-01-01T00:00:00Z', statement: 'Hello' },
      toyCaip122Profile,
    )
    expect(message).toMatchObject({ ...parameters, version: '1', statement: 'Hello' })
    expect(message.toString()).toBe(
      [
        'example.com wants you to sign in with your Toy account:',
        'toy7',
        '',
        'Hello',
        '',
        'URI: https://example.com',
        'Version: 1',
        'Chain ID: main',
        'Nonce: n0nce1234',
        'Issued At: 2026-01-01T00:00:00Z',
      ].join('\n'),
    )
  })

  it('behavior: Issued At defaults to now', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 4, 6, 7, 8, 9) })
    try {
      expect(createCaip122Message(parameters, toyCaip122Profile).issuedAt).toBe(
        '2026-05-06T07:08:09.000Z',
      )
    } finally {
      vi.useRealTimers()
    }
  })

  it.each(['eip155:1', 'main', 'polkadot'])(
    'behavior: the chain %s is no CAIP-2 id of the profile’s namespace',
    (chainId) => {
      expect(
        refusal(() =>
          createCaip122Message({ ...parameters, chainId: chainId as 'a:b' }, toyCaip122Profile),
        ),
      ).toMatchObject({ name: 'ToySiwxError', code: 'INVALID_CHAIN_ID', details: chainId })
    },
  )

  it('behavior: the fields are checked at once', () => {
    expect(
      refusal(() => createCaip122Message({ ...parameters, nonce: 'short' }, toyCaip122Profile)),
    ).toMatchObject({ code: 'INVALID_FIELD', field: 'nonce' })
  })
})

describe('caip122SessionData', () => {
  it('default: the fields of a text as SIWX data, the chain as its CAIP-2 id', () => {
    const text = createCaip122Message(
      { ...parameters, issuedAt: '2026-01-01T00:00:00Z' },
      toyCaip122Profile,
    ).toString()
    expect(
      caip122SessionData(parseCaip122Message(text, toyCaip122Profile), toyCaip122Profile),
    ).toEqual({
      ...parameters,
      version: '1',
      issuedAt: '2026-01-01T00:00:00Z',
    })
  })
})
